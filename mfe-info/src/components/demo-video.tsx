import { BRAND, EXTERNAL } from '@campus/shared/config';
import { VideoFacade } from '@campus/shared/ui/video-facade';
import lockersArt from '../assets/lockers.svg';

/** The app demo video (SPEC §2 Smart lockers, Download app) behind a click-to-load facade. */
export function DemoVideo({ className }: { className?: string }) {
  return (
    <VideoFacade
      embedUrl={EXTERNAL.demoVideoEmbed}
      title={`${BRAND.name} app demo`}
      className={className}
      poster={
        <img
          src={lockersArt}
          alt=""
          width={560}
          height={400}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
      }
    />
  );
}
