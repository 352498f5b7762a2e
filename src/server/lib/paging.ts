/** Limit/offset and the paging fields of a list response, from `page` (1-based) and `limit`. */
export function paging(page = 1, limit = 20) {
  return {
    limit,
    offset: (page - 1) * limit,
    info: (total: number) => ({ page, limit, totalPages: Math.max(1, Math.ceil(total / limit)), totalResults: total }),
  };
}
