import { data } from 'react-router';

export interface NotFoundData {
  message: string;
  path: string;
}

/** SPEC 5/8: 404 with "Page Not Found" (themes id) or "Page not found" (unmatched) plus the path. */
export function notFound(path: string, message: 'Page Not Found' | 'Page not found' = 'Page not found') {
  return data<NotFoundData>(
    { message: `${message}: ${path}`, path },
    { status: 404, statusText: 'Not Found' },
  );
}
