import type * as React from 'react';
import { Container, PageTitle } from './container';
import { useDocumentTitle } from './use-document-title';

/** A route whose slice is still being built shows its title, never a blank page. */
export function PlaceholderPage({ title, children }: { title: string; children?: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container className="py-12">
      <PageTitle>{title}</PageTitle>
      <div className="mt-4 text-muted">{children ?? <p>This page is being prepared.</p>}</div>
    </Container>
  );
}
