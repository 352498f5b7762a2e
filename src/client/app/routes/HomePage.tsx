import { Deferred } from '../../components/Deferred';
import { HomeBanners } from '../../features/content/components/HomeBanners';
import { HomeContent } from '../../features/content/components/HomeContent';
import { PopupBanner } from '../../features/content/components/PopupBanner';
import { HomeScreen } from '../../features/home/components/HomeScreen';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';

/** / Home as the player sees it: the round and bets (home), the operator's content (content), the inbox bell (notifications). */
export function HomePage() {
  return (
    <>
      <HomeScreen banners={<HomeBanners />} headerAction={<NotificationBell />}>
        <HomeContent />
      </HomeScreen>
      {/* A dialog over Home once its content has come: set up a task after Home's first screenful. */}
      <Deferred>
        <PopupBanner />
      </Deferred>
    </>
  );
}
