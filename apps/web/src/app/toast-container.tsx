// Mantine's toast container on its own, so that providers.tsx can load it lazily (the package's
// index cannot be imported lazily: its store is imported everywhere).
export { Notifications as ToastContainer } from '@mantine/notifications';
