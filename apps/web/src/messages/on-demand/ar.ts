import auth from "../ar/auth.json";
import cart from "../ar/cart.json";
import common from "../ar/common.json";
import domain from "../ar/domain.json";
import header from "../ar/header.json";
import home from "../ar/home.json";
import item from "../ar/item.json";
import language from "../ar/language.json";
import location from "../ar/location.json";
import moduleDialog from "../ar/moduleDialog.json";

/** The Arabic texts of the on-demand parts (`ON_DEMAND_NAMESPACES`): one chunk, fetched with the first part. */
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
