// Bounds of what an operator sends (characters, after trimming); no schema runtime here (the console imports this).

export const NOTIFICATION_TITLE_MAX = 100;
export const NOTIFICATION_CONTENT_MAX = 2000;
