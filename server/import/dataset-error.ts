import type { DatasetIssue } from './dataset-types.ts';

/** A dataset that cannot be imported; `errors` names every problem found, each with its JSON path. */
export class DatasetError extends Error {
  readonly errors: DatasetIssue[];

  constructor(errors: DatasetIssue[]) {
    const first = errors[0];
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    super(`The dataset cannot be imported: ${first ? `${first.path}: ${first.message}` : 'unknown problem'}${more}`);
    this.name = 'DatasetError';
    this.errors = errors;
  }
}
