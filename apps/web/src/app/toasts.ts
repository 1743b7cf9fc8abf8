import '@mantine/notifications/styles.css';

// Only the toast container and its styles, for app/provider.tsx to load lazily: importing the package's index there
// would put all of it in a chunk shared with every screen that calls `notifications.show()`.
export { Notifications } from '@mantine/notifications';
