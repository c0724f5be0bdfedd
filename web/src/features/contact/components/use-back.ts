import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';

/** Spec 2.3: one step back in history; someone who landed here first (nothing to go back to) goes home. */
export function useBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key === 'default' ? navigate(paths.home) : navigate(-1));
}
