import { t, type MessageId } from '@arena/shared';
import { Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconLogin2, IconShieldLock, IconTournament, IconTrophy, IconTrophyFilled, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { LanguageMenu } from '@/components/language-menu';
import { paths } from '@/config/paths';
import classes from './welcome-page.module.css';

const features: { icon: Icon; titleId: MessageId; textId: MessageId }[] = [
  { icon: IconTrophy, titleId: 'nav.leagues', textId: 'welcome.leaguesText' },
  { icon: IconTournament, titleId: 'nav.tournaments', textId: 'welcome.tournamentsText' },
  { icon: IconBuildingStore, titleId: 'nav.marketplace', textId: 'welcome.marketText' },
];

/** /: the welcome screen with Login and Admin Access. */
export function WelcomePage() {
  return (
    <Box className={classes.page}>
      <Group justify="space-between" p="md" component="header">
        <Group gap={8}>
          <IconTrophyFilled size={26} aria-hidden className={classes.logo} />
          <Text fw={800} fz="xl">
            {t('app.name')}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <LanguageMenu />
          <ColorSchemeToggle />
        </Group>
      </Group>
      <Container size="md" component="main" py={{ base: 40, sm: 80 }}>
        <Stack align="center" ta="center" gap="lg">
          <Title order={1} className={classes.title}>
            {t('welcome.title')}
          </Title>
          <Text size="lg" c="dimmed" maw={560}>
            {t('welcome.subtitle')}
          </Text>
          <Group justify="center" mt="sm">
            <Button component={Link} to={paths.login} size="lg" leftSection={<IconLogin2 size={20} aria-hidden />}>
              {t('welcome.login')}
            </Button>
            <Button component={Link} to={paths.adminLogin} size="lg" variant="default" leftSection={<IconShieldLock size={20} aria-hidden />}>
              {t('welcome.adminAccess')}
            </Button>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt={{ base: 48, sm: 80 }} spacing="lg">
          {features.map((feature) => (
            <Paper key={feature.titleId} withBorder radius="lg" p="lg">
              <ThemeIcon size={44} radius="md" variant="light">
                <feature.icon size={24} aria-hidden />
              </ThemeIcon>
              <Title order={2} fz="lg" mt="md">
                {t(feature.titleId)}
              </Title>
              <Text size="sm" c="dimmed" mt={6}>
                {t(feature.textId)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
