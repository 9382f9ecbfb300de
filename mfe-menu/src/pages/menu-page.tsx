import { useSearchParams } from '@campus/router';
import { Container, PageTitle } from '@campus/ui/container';
import { FirstScreenEnd } from '@campus/ui/first-screen-end';
import { useOpenAt } from '@campus/ui/server-drawn';
import { useDocumentTitle } from '@campus/ui/use-document-title';
import type { ComponentType } from 'react';
import { BuildYourOwnPanel } from '../components/build-your-own-panel';
import { InternationalPanel } from '../components/international-panel';
import { MenuTabs } from '../components/menu-tabs';
import { SmartValueSections } from '../components/smart-value-sections';
import { StudentSpecialBanner } from '../components/student-special-banner';
import { type MenuTab, sectionFromParams, tabFromParams, withTab } from '../domain/menu-tabs';

const PANELS: Record<MenuTab, ComponentType> = {
  international: InternationalPanel,
  'build-your-own': BuildYourOwnPanel,
  'smart-value': SmartValueSections,
};

/**
 * /menu: Student Special banner and three tabs; the tab (and the home page's ?category=) live in the URL. On a phone the
 * heading, banner and tabs are kept short, so the first bowl card is within the first screen and a half.
 */
export function MenuPage() {
  useDocumentTitle('Fresh Bowl Menu');
  const [params, setParams] = useSearchParams();
  const tab = tabFromParams(params);
  const section = sectionFromParams(params);
  const Panel = PANELS[tab];

  const openAt = useOpenAt(section);

  return (
    <Container className="space-y-5 py-5 sm:space-y-8 sm:py-10" {...openAt}>
      <header>
        <PageTitle>Fresh Bowl Menu</PageTitle>
        <p className="mt-1 max-w-2xl text-muted sm:mt-2 sm:text-lg">
          Signature bowls from around the world, made fresh daily with 100% halal-certified ingredients.
        </p>
      </header>
      {/* No button of its own: the Build Your Own tab is right below it, and the bowls it prices below that. */}
      <StudentSpecialBanner cta={null} />
      <FirstScreenEnd />
      <MenuTabs active={tab} onSelect={(next) => setParams((prev) => withTab(prev, next), { replace: true })}>
        <Panel />
      </MenuTabs>
    </Container>
  );
}
