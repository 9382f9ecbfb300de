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

/** /menu: Student Special banner and three tabs; the tab (and the home page's ?category=) live in the URL. */
export function MenuPage() {
  useDocumentTitle('Fresh Bowl Menu');
  const [params, setParams] = useSearchParams();
  const tab = tabFromParams(params);
  const section = sectionFromParams(params);
  const Panel = PANELS[tab];

  const openAt = useOpenAt(section);

  return (
    <Container className="space-y-8 py-8 sm:py-10" {...openAt}>
      <header>
        <PageTitle>Fresh Bowl Menu</PageTitle>
        <p className="mt-2 max-w-2xl text-lg text-muted">
          Signature bowls from around the world, made fresh daily with 100% halal-certified ingredients.
        </p>
      </header>
      <StudentSpecialBanner />
      <FirstScreenEnd />
      <MenuTabs active={tab} onSelect={(next) => setParams((prev) => withTab(prev, next), { replace: true })}>
        <Panel />
      </MenuTabs>
    </Container>
  );
}
