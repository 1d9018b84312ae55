/** Hover intent of the header menus (docs/product.md §2): open after 100 ms, close after a 300 ms grace. */
export const MENU_OPEN_DELAY_MS = 100;
export const MENU_CLOSE_GRACE_MS = 300;
