import auth from "../en/auth.json";
import cart from "../en/cart.json";
import common from "../en/common.json";
import domain from "../en/domain.json";
import header from "../en/header.json";
import home from "../en/home.json";
import item from "../en/item.json";
import language from "../en/language.json";
import location from "../en/location.json";
import moduleDialog from "../en/moduleDialog.json";

/** The English texts of the on-demand parts (`ON_DEMAND_NAMESPACES`): one chunk, fetched with the first part. */
export const onDemandMessages: Record<string, unknown> = {
  auth,
  cart,
  common,
  domain,
  header,
  home: { parcel: home.parcel },
  item,
  language,
  location,
  moduleDialog,
};
