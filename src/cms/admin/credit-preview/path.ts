/** Where the preview lives under the admin route; the view config and the nav link share it. */
export const CREDIT_PREVIEW_PATH = '/credit-disclosure'
