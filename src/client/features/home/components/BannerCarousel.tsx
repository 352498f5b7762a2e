import { Box, Flex, HStack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { SystemResponse } from '../../../../shared/api/system';
import { texts } from '../../../../shared/texts';

const t = texts.game.home;
/** Rotation of spec section 9. */
export const BANNER_ROTATE_MS = 10_000;
/** Slides shown while there are no banners (spec section 2). */
const PLACEHOLDER_COUNT = 5;
/** Width:height of a slide; fixed so the page does not move when images arrive. */
const SLIDE_RATIO = 2.4;

type Banner = SystemResponse['content']['banners'][number];

/** Abstract shapes only: a placeholder must never look like an offer or an announcement. */
function Placeholder({ n }: { n: number }) {
  return (
    <Box w="full" h="full" position="relative" overflow="hidden" bg={`linear-gradient(${120 + n * 35}deg, var(--chakra-colors-brand-100), var(--chakra-colors-brand-300))`} aria-hidden="true">
      <Box position="absolute" w="40%" aspectRatio="1" borderRadius="full" bg="whiteAlpha.400" top="-20%" left={`${10 + n * 15}%`} />
      <Box position="absolute" w="25%" aspectRatio="1" borderRadius="full" bg="whiteAlpha.300" bottom="-15%" right={`${5 + n * 10}%`} />
    </Box>
  );
}

function Slide({ banner, n }: { banner: Banner; n: number }) {
  const image = <img src={banner.image} alt={t.banner(n)} loading={n === 1 ? 'eager' : 'lazy'} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />;
  if (!banner.link) return image;
  const external = !banner.link.startsWith('/');
  return (
    <a href={banner.link} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} style={{ display: 'block', height: '100%' }}>
      {image}
    </a>
  );
}

/** The Home banners: swipeable, autoplaying every 10 s, paused while touched. */
export function BannerCarousel({ banners }: { banners: readonly Banner[] | undefined }) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const empty = !banners || banners.length === 0;
  const count = empty ? PLACEHOLDER_COUNT : banners.length;

  const goTo = (i: number) => {
    const el = track.current;
    if (el) el.scrollTo({ left: i * el.clientWidth, behavior: 'smooth' });
  };

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => {
      const el = track.current;
      if (!el || !el.clientWidth) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, BANNER_ROTATE_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  return (
    <Box as="section" aria-roledescription="carousel" aria-label={empty ? t.bannerEmpty : t.banners} position="relative" borderRadius="2xl" overflow="hidden" aspectRatio={SLIDE_RATIO} bg="brand.50">
      <Flex
        ref={track}
        h="full"
        overflowX="auto"
        scrollSnapType="x mandatory"
        css={{ scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
        }}
        onPointerDown={() => setPaused(true)}
        onPointerUp={() => setPaused(false)}
        onPointerCancel={() => setPaused(false)}
        onPointerLeave={() => setPaused(false)}
      >
        {Array.from({ length: count }, (_, i) => (
          <Box key={i} flex="0 0 100%" h="full" scrollSnapAlign="start" aria-roledescription="slide" aria-label={`${i + 1}/${count}`} aria-hidden={empty || undefined}>
            {empty ? <Placeholder n={i} /> : <Slide banner={banners[i]!} n={i + 1} />}
          </Box>
        ))}
      </Flex>
      {!empty && count > 1 && (
      <HStack position="absolute" bottom="0" left="0" right="0" justify="center" gap="0">
        {Array.from({ length: count }, (_, i) => (
          <Box as="button" key={i} w="11" h="11" display="flex" alignItems="center" justifyContent="center" aria-label={t.bannerGoTo(i + 1)} aria-current={i === index || undefined} onClick={() => goTo(i)}>
            <Box w={i === index ? '4' : '1.5'} h="1.5" borderRadius="full" bg={i === index ? 'white' : 'whiteAlpha.700'} transition="width 0.2s" boxShadow="0 0 2px rgba(0,0,0,0.3)" />
          </Box>
        ))}
      </HStack>
      )}
    </Box>
  );
}
