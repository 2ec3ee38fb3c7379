/** Items per page of the pipeline lists: fills 1, 2 or 3 card columns evenly. */
export const LIST_PAGE_SIZE = 24;
