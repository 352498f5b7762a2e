/**
 * `selectFromResult` for a part that shows a query's data, its first load and its failure, and not
 * the progress of every refetch: a refetch that brings the same data renders nothing (RTK Query
 * keeps equal data the same object). Without it, each fetch renders the part twice (started,
 * answered), in a blocking render, since store updates are never transitions.
 */
export const shownResult = <T>({ data, isLoading, isError }: { data?: T; isLoading: boolean; isError: boolean }) => ({ data, isLoading, isError });
