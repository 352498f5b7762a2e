import { Box, Flex, HStack } from '@chakra-ui/react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { PublicBanner } from '../../../../shared/api/content';
import { texts } from '../../../../shared/texts';
import { prefersReducedMotion, useAutoplayAllowed } from '../hooks/use-autoplay-allowed';

const t = texts.game.home;
/** Rotation of spec section 9. */
export const BANNER_ROTATE_MS = 10_000;
/** Slides shown while there are no banners (spec section 2). */
export const PLACEHOLDER_COUNT = 5;
/** Width:height of a slide; fixed so the page does not move when images arrive. */
const SLIDE_RATIO = 2.4;
/** A drag shorter than this (px) is a tap; longer ones change the slide and never open a link. */
const SWIPE_MIN_PX = 40;
const TAP_MAX_PX = 8;

/** Abstract shapes only: a placeholder must never look like an offer or an announcement. */
function Placeholder({ n }: { n: number }) {
  return (
    <Box w="full" h="full" position="relative" overflow="hidden" bg={`linear-gradient(${120 + n * 35}deg, var(--chakra-colors-brand-100), var(--chakra-colors-brand-300))`} aria-hidden="true">
      <Box position="absolute" w="40%" aspectRatio="1" borderRadius="full" bg="whiteAlpha.400" top="-20%" left={`${10 + n * 15}%`} />
      <Box position="absolute" w="25%" aspectRatio="1" borderRadius="full" bg="whiteAlpha.300" bottom="-15%" right={`${5 + n * 10}%`} />
    </Box>
  );
}

/** A banner; its link opens on tap: our own paths in the app, any other address in a new tab. */
function Slide({ banner, n, current }: { banner: PublicBanner; n: number; current: boolean }) {
  const image = <img src={banner.image} alt={t.banner(n)} draggable={false} loading={n === 1 ? 'eager' : 'lazy'} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />;
  if (!banner.link) return image;
  const style = { display: 'block', height: '100%' };
  const tabIndex = current ? undefined : -1;
  if (banner.link.startsWith('/') && !banner.link.startsWith('//')) {
    return (
      <Link to={banner.link} style={style} tabIndex={tabIndex}>
        {image}
      </Link>
    );
  }
  return (
    <a href={banner.link} target="_blank" rel="noopener noreferrer" style={style} tabIndex={tabIndex}>
      {image}
    </a>
  );
}

/**
 * The Home banners: one slide at a time, dots to pick one, swiped by pointer or touch, moving on
 * every 10 s (not for players who asked for reduced motion, nor while the tab is hidden or a finger
 * is down). `banners` undefined: still loading (an empty frame of the same size); none: placeholders.
 */
export function BannerCarousel({ banners }: { banners: readonly PublicBanner[] | undefined }) {
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<{ startX: number; dx: number } | null>(null);
  const dragged = useRef(false);
  const autoplayAllowed = useAutoplayAllowed();
  const loading = banners === undefined;
  const empty = !loading && banners.length === 0;
  const count = loading ? 0 : empty ? PLACEHOLDER_COUNT : banners.length;
  const shown = count ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!autoplayAllowed || drag || count < 2) return;
    // Restarted by every change of slide, so a slide picked by hand also stays 10 s.
    const timer = setTimeout(() => setIndex((shown + 1) % count), BANNER_ROTATE_MS);
    return () => clearTimeout(timer);
  }, [autoplayAllowed, drag, count, shown]);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    dragged.current = false;
    setDrag({ startX: e.clientX, dx: 0 });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const dx = e.clientX - drag.startX;
    if (Math.abs(dx) > TAP_MAX_PX) dragged.current = true;
    setDrag({ ...drag, dx });
  };
  const onPointerEnd = () => {
    if (!drag) return;
    if (drag.dx <= -SWIPE_MIN_PX) setIndex(Math.min(shown + 1, count - 1));
    else if (drag.dx >= SWIPE_MIN_PX) setIndex(Math.max(shown - 1, 0));
    setDrag(null);
  };

  const animate = !drag && !prefersReducedMotion();
  return (
    <Box as="section" aria-roledescription="carousel" aria-label={empty ? t.bannerEmpty : t.banners} aria-busy={loading || undefined} position="relative" borderRadius="2xl" overflow="hidden" aspectRatio={SLIDE_RATIO} bg="brand.50">
      <Flex
        h="full"
        touchAction="pan-y"
        userSelect="none"
        transition={animate ? 'transform 0.4s ease' : 'none'}
        // An inline style: a drag moves it every frame, and a style prop would make a class for each position.
        style={{ transform: `translateX(calc(${-shown * 100}% + ${drag?.dx ?? 0}px))` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onPointerLeave={onPointerEnd}
        // A swipe that ends over a banner is not a tap on it.
        onClickCapture={(e) => {
          if (dragged.current) e.preventDefault();
          dragged.current = false;
        }}
      >
        {Array.from({ length: count }, (_, i) => (
          <Box key={i} flex="0 0 100%" h="full" aria-roledescription="slide" aria-label={`${i + 1}/${count}`} aria-hidden={empty || i !== shown || undefined} data-testid={empty ? 'banner-placeholder' : 'banner-slide'}>
            {empty ? <Placeholder n={i} /> : <Slide banner={banners![i]!} n={i + 1} current={i === shown} />}
          </Box>
        ))}
      </Flex>
      {!empty && count > 1 && (
        <HStack position="absolute" bottom="0" left="0" right="0" justify="center" gap="0">
          {Array.from({ length: count }, (_, i) => (
            <Box as="button" key={i} w="11" h="11" display="flex" alignItems="center" justifyContent="center" aria-label={t.bannerGoTo(i + 1)} aria-current={i === shown || undefined} onClick={() => setIndex(i)}>
              <Box w={i === shown ? '4' : '1.5'} h="1.5" borderRadius="full" bg={i === shown ? 'white' : 'whiteAlpha.700'} transition="width 0.2s" boxShadow="0 0 2px rgba(0,0,0,0.3)" />
            </Box>
          ))}
        </HStack>
      )}
    </Box>
  );
}
