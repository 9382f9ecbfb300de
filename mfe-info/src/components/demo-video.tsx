import { BRAND, EXTERNAL } from '@campus/catalogue/config';
import { VideoFacade } from '@campus/ui/video-facade';
import appPhone from '../assets/app-phone.svg';

/** The app demo video (SPEC §2 Smart lockers, Download app) behind a click-to-load facade. */
export function DemoVideo({ className }: { className?: string }) {
  return (
    <VideoFacade
      embedUrl={EXTERNAL.demoVideoEmbed}
      title={`${BRAND.name} app demo`}
      className={className}
      poster={
        <span className="flex h-full w-full items-center justify-center bg-primary-soft">
          <img
            src={appPhone}
            alt=""
            width={400}
            height={440}
            loading="lazy"
            decoding="async"
            className="h-full w-auto"
          />
        </span>
      }
    />
  );
}
