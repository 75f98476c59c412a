import { write, type Write } from './write';

/** A failed report runs again: the path names it, nothing is sent. */
export const reportTasksWrites: readonly Write[] = [write('POST', '/report-tasks/:id(\\d+)/retry', 'none')];
