import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppFooter } from '../shell/app-footer.tsx';
import { HelpRibbon } from '../shell/help-ribbon.tsx';
import { Logo } from '../shell/logo.tsx';
import { SkipLink } from '../shell/skip-link.tsx';

type TPublicLayoutProps = {
  /**
   * true: the layout brings the logo header and the `<main>` (Cairn's own pages: legal pages,
   * not found). false: the page brings its own `<main>` and branding (the account pages' card).
   */
  hasBrandHeader: boolean;
  children: ReactNode;
};

/**
 * The frame of pages shown to signed-out visitors: the page, the footer and the help ribbon,
 * plus, for Cairn's own pages, the logo header and a main landmark.
 */
export function PublicLayout({ hasBrandHeader, children }: TPublicLayoutProps) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      {hasBrandHeader ? (
        <>
          <SkipLink />
          <Box component="header" px={{ base: 'md', sm: 'xl' }} py="md">
            <Logo />
          </Box>
          <Container
            component="main"
            id="main-content"
            tabIndex={-1}
            size="md"
            w="100%"
            py={{ base: 'md', sm: 'xl' }}
            style={{ flex: 1, outline: 'none' }}
          >
            {children}
          </Container>
        </>
      ) : (
        <Box style={{ flex: 1 }}>{children}</Box>
      )}
      <AppFooter />
      <HelpRibbon />
    </Box>
  );
}
