import * as migration_20261122_105551_initial from './20261122_105551_initial';
import * as migration_20261122_221759_car_list_blocks from './20261122_221759_car_list_blocks';
import * as migration_20261123_012923_car_detail_leads from './20261123_012923_car_detail_leads';
import * as migration_20261123_025414_content_blocks_shell from './20261123_025414_content_blocks_shell';
import * as migration_20261123_041327_navigation_mega_menu_blocks from './20261123_041327_navigation_mega_menu_blocks';
import * as migration_20261125_210746_site_browser_map_key from './20261125_210746_site_browser_map_key';
import * as migration_20261125_215707_no_login_lockout from './20261125_215707_no_login_lockout';
import * as migration_20261126_001920_leads_spam_and_duplicates from './20261126_001920_leads_spam_and_duplicates';
import * as migration_20261126_010235_site_credit_disclosure from './20261126_010235_site_credit_disclosure';
import * as migration_20261126_035836_dealer_sites_and_brands from './20261126_035836_dealer_sites_and_brands';
import * as migration_20261126_071058_redirects from './20261126_071058_redirects';
import * as migration_20261126_072614_not_found_log from './20261126_072614_not_found_log';
import * as migration_20261126_110537_locator_and_stories from './20261126_110537_locator_and_stories';
import * as migration_20261126_151423_service_booking_and_tyre_hotel from './20261126_151423_service_booking_and_tyre_hotel';
import * as migration_20261126_182424_forms_and_kits_tool from './20261126_182424_forms_and_kits_tool';
import * as migration_20261126_210630_favourites_block from './20261126_210630_favourites_block';
import * as migration_20261127_001344_search_alerts from './20261127_001344_search_alerts';

export const migrations = [
  {
    up: migration_20261122_105551_initial.up,
    down: migration_20261122_105551_initial.down,
    name: '20261122_105551_initial',
  },
  {
    up: migration_20261122_221759_car_list_blocks.up,
    down: migration_20261122_221759_car_list_blocks.down,
    name: '20261122_221759_car_list_blocks',
  },
  {
    up: migration_20261123_012923_car_detail_leads.up,
    down: migration_20261123_012923_car_detail_leads.down,
    name: '20261123_012923_car_detail_leads',
  },
  {
    up: migration_20261123_025414_content_blocks_shell.up,
    down: migration_20261123_025414_content_blocks_shell.down,
    name: '20261123_025414_content_blocks_shell',
  },
  {
    up: migration_20261123_041327_navigation_mega_menu_blocks.up,
    down: migration_20261123_041327_navigation_mega_menu_blocks.down,
    name: '20261123_041327_navigation_mega_menu_blocks',
  },
  {
    up: migration_20261125_210746_site_browser_map_key.up,
    down: migration_20261125_210746_site_browser_map_key.down,
    name: '20261125_210746_site_browser_map_key',
  },
  {
    up: migration_20261125_215707_no_login_lockout.up,
    down: migration_20261125_215707_no_login_lockout.down,
    name: '20261125_215707_no_login_lockout',
  },
  {
    up: migration_20261126_001920_leads_spam_and_duplicates.up,
    down: migration_20261126_001920_leads_spam_and_duplicates.down,
    name: '20261126_001920_leads_spam_and_duplicates',
  },
  {
    up: migration_20261126_010235_site_credit_disclosure.up,
    down: migration_20261126_010235_site_credit_disclosure.down,
    name: '20261126_010235_site_credit_disclosure',
  },
  {
    up: migration_20261126_035836_dealer_sites_and_brands.up,
    down: migration_20261126_035836_dealer_sites_and_brands.down,
    name: '20261126_035836_dealer_sites_and_brands',
  },
  {
    up: migration_20261126_071058_redirects.up,
    down: migration_20261126_071058_redirects.down,
    name: '20261126_071058_redirects',
  },
  {
    up: migration_20261126_072614_not_found_log.up,
    down: migration_20261126_072614_not_found_log.down,
    name: '20261126_072614_not_found_log',
  },
  {
    up: migration_20261126_110537_locator_and_stories.up,
    down: migration_20261126_110537_locator_and_stories.down,
    name: '20261126_110537_locator_and_stories',
  },
  {
    up: migration_20261126_151423_service_booking_and_tyre_hotel.up,
    down: migration_20261126_151423_service_booking_and_tyre_hotel.down,
    name: '20261126_151423_service_booking_and_tyre_hotel',
  },
  {
    up: migration_20261126_182424_forms_and_kits_tool.up,
    down: migration_20261126_182424_forms_and_kits_tool.down,
    name: '20261126_182424_forms_and_kits_tool',
  },
  {
    up: migration_20261126_210630_favourites_block.up,
    down: migration_20261126_210630_favourites_block.down,
    name: '20261126_210630_favourites_block',
  },
  {
    up: migration_20261127_001344_search_alerts.up,
    down: migration_20261127_001344_search_alerts.down,
    name: '20261127_001344_search_alerts'
  },
];
