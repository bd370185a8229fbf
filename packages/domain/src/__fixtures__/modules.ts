/** Food, serving zones 1 and 2. */
export const foodModule = {
  id: 1,
  module_type: "food",
  module_name: "Food",
  zones: [{ id: 1 }, { id: 2 }],
};
/** Grocery, serving zone 3. */
export const groceryModule = {
  id: 2,
  module_type: "grocery",
  module_name: "Grocery",
  zones: [{ id: 3 }],
};
/** Parcel, without zones. */
export const parcelModule = { id: 5, module_type: "parcel", module_name: "Parcel", zones: [] };
