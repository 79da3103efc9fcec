/** What the editor set on the block, passed to every page of the widget. */
export type TireHotelConfig = {
  mailbox: string
  contactUs: { label: string; url: string } | null
  bookService: { label: string; url: string } | null
  informationUrl: string | null
  homePath: string
}
