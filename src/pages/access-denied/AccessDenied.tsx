import { Navigate } from 'react-router-dom';

/** Spec 01 §2.2: a route the role may not open sends the user to /logout, not an error page. */
export const AccessDenied = () => <Navigate to="/logout" replace />;
