import { t } from '@arena/shared';
import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrophyFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { paths } from '@/config/paths';
import classes from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Centered card for sign-in, registration, admin sign-in and password reset. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <Box className={classes.page}>
      <Group justify="space-between" p="md" component="header">
        <Anchor component={Link} to={paths.home} underline="never" className={classes.brand}>
          <IconTrophyFilled size={26} aria-hidden />
          <Text span fw={800} fz="xl" c="bright">
            {t('app.name')}
          </Text>
        </Anchor>
        <ColorSchemeToggle />
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
            {children}
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
