import { t } from '@arena/shared';
import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrophyFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { LanguageMenu } from '@/components/language-menu';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import classes from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * Centered card for sign-in, registration, admin sign-in and password reset. Its form stays disabled while the page
 * shows the HTML rendered at build time: typing would be lost, and a form sent before the app runs would go as a
 * plain GET with the password in the address.
 */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  const hydrated = useHydrated();
  return (
    <Box className={classes.page}>
      <Group justify="space-between" p="md" component="header">
        <Anchor component={Link} to={paths.home} underline="never" className={classes.brand}>
          <IconTrophyFilled size={26} aria-hidden />
          <Text span fw={800} fz="xl" c="bright">
            {t('app.name')}
          </Text>
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <LanguageMenu />
          <ColorSchemeToggle />
        </Group>
      </Group>
      <Container size={440} component="main" py="xl">
        <Stack gap="lg">
          <div>
            <Title order={1} ta="center" fz={28}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" ta="center" mt={6}>
                {subtitle}
              </Text>
            )}
          </div>
          <Paper withBorder shadow="sm" p={{ base: 'md', xs: 'xl' }} radius="lg">
            <fieldset disabled={!hydrated} className={classes.form}>
              {children}
            </fieldset>
          </Paper>
          {footer && (
            <Text ta="center" size="sm">
              {footer}
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
