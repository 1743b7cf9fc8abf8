import { formatCents, t } from '@arena/shared';
import {
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  Modal,
  NavLink,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments, IconBell, IconChevronRight, IconHelpCircle, IconInfoCircle, IconLogout, IconMoon, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LanguageMenu } from '@/components/language-menu';
import { LoadingBlock } from '@/components/loading-screen';
import { PageHeader } from '@/components/page-header';
import { SoonItem } from '@/components/soon-item';
import { paths } from '@/config/paths';
import { useMe } from '@/lib/me';
import { useSignOut } from '@/features/auth';
import { useNotifications } from '@/features/notifications';
import { navigation, type NavGroup } from '../navigation';

function MenuGroup({ group }: { group: NavGroup }) {
  const titleId = group.labelId ?? 'nav.more';
  return (
    <section aria-labelledby={`more-${group.id}`}>
      <Title order={2} id={`more-${group.id}`} fz="xs" tt="uppercase" c="dimmed" fw={700} px="xs" mb={6}>
        {t(titleId)}
      </Title>
      <Paper withBorder radius="lg" p={4}>
        {group.items.map((entry) => {
          const icon = <entry.icon size={20} stroke={1.6} aria-hidden />;
          if (entry.soon) return <SoonItem key={entry.path} label={t(entry.labelId)} icon={icon} />;
          const Aside = entry.aside;
          return (
            <NavLink
              key={entry.path}
              component={Link}
              to={entry.path}
              label={t(entry.labelId)}
              leftSection={icon}
              rightSection={
                <Group gap={6} wrap="nowrap">
                  {Aside && <Aside />}
                  <IconChevronRight size={16} aria-hidden />
                </Group>
              }
            />
          );
        })}
      </Paper>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** /more: the mobile menu with account summary, all destinations, the colour scheme and logout. */
export function MorePage() {
  const { data: me } = useMe();
  const { data: notifications } = useNotifications();
  const signOut = useSignOut();
  const { setColorScheme } = useMantineColorScheme();
  const colorScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const [confirmOpened, confirm] = useDisclosure(false);
  const [signingOut, setSigningOut] = useState(false);

  if (!me) return <LoadingBlock />;
  const name = me.fullName?.trim() || me.email;
  const balance = formatCents(me.wallet.availableCents);
  const unread = notifications?.unreadCount ?? me.unreadNotifications;

  const onLogout = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <Stack gap="lg" maw={640} mx="auto">
      <PageHeader title={t('nav.more')} />
      <Paper radius="lg" p="lg" withBorder>
        <Group wrap="nowrap" gap="md">
          <Avatar size={56} radius="xl" color="blue" variant="filled" name={name}>
            {initials(name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} fz="lg" truncate>
              {name}
            </Text>
            <Text c="dimmed" size="sm" truncate>
              {me.email}
            </Text>
          </div>
        </Group>
        <Group mt="md" gap="xs">
          <Badge size="lg" variant="light" color="teal" leftSection={<IconWallet size={14} aria-hidden />}>
            {t('wallet.available')}: {balance}
          </Badge>
          <Badge size="lg" variant="light" color={unread > 0 ? 'red' : 'gray'} leftSection={<IconBell size={14} aria-hidden />}>
            {t('notifications.unreadCount', { count: unread })}
          </Badge>
        </Group>
      </Paper>

      {navigation.more.map((group) => (
        <MenuGroup key={group.id} group={group} />
      ))}

      <section aria-labelledby="more-settings">
        <Title order={2} id="more-settings" fz="xs" tt="uppercase" c="dimmed" fw={700} px="xs" mb={6}>
          {t('nav.group.settings')}
        </Title>
        <Paper withBorder radius="lg" p={4}>
          <Group justify="space-between" px="sm" py={8} wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <IconMoon size={20} stroke={1.6} aria-hidden />
              <Text size="sm">{t('nav.darkMode')}</Text>
            </Group>
            <Switch
              aria-label={t('nav.darkMode')}
              checked={colorScheme === 'dark'}
              onChange={(e) => setColorScheme(e.currentTarget.checked ? 'dark' : 'light')}
            />
          </Group>
          <Box px="sm" py={8}>
            <LanguageMenu label />
          </Box>
          <NavLink
            component={Link}
            to={paths.settings}
            label={t('nav.appSettings')}
            leftSection={<IconAdjustments size={20} stroke={1.6} aria-hidden />}
            rightSection={<IconChevronRight size={16} aria-hidden />}
          />
          <SoonItem label={t('nav.help')} icon={<IconHelpCircle size={20} stroke={1.6} aria-hidden />} />
          <SoonItem label={t('nav.about')} icon={<IconInfoCircle size={20} stroke={1.6} aria-hidden />} />
        </Paper>
      </section>

      <Button color="red" variant="light" size="md" leftSection={<IconLogout size={18} aria-hidden />} onClick={confirm.open}>
        {t('nav.logout')}
      </Button>

      <Modal opened={confirmOpened} onClose={confirm.close} title={t('logout.confirmTitle')} centered>
        <Text>{t('logout.confirmText')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={signingOut} onClick={() => void onLogout()}>
            {t('nav.logout')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
