import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from '../components/error-screen';
import { AppProviders } from './provider';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppErrorBoundary>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  );
}
