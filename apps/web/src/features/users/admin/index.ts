// What other back-office screens may use of user management (loaded with them, never by players).
export { useUsers } from './api/get-users';
