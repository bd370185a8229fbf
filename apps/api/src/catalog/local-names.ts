/**
 * Arabic names of the demo seed's modules and categories, served when a request sends
 * `X-localization: ar` (the production backend answers a model's translated `name` for the request's
 * locale). Items, stores and brands keep their English names: the seed has no translations for them.
 */
const arabic: Record<string, string> = {
  // Modules
  Grocery: "البقالة",
  Pharmacy: "الصيدلية",
  Shop: "المتجر",
  Food: "الطعام",
  Parcel: "الطرود",
  // Food
  Burgers: "البرغر",
  "Beef Burgers": "برغر اللحم",
  "Chicken & Veggie Burgers": "برغر الدجاج والخضار",
  Pizza: "البيتزا",
  "Classic Pizza": "بيتزا كلاسيكية",
  "Specialty Pizza": "بيتزا مميزة",
  Asian: "المأكولات الآسيوية",
  Sushi: "السوشي",
  "Noodles & Dumplings": "النودلز والزلابية",
  Curry: "الكاري",
  "Fast Food": "الوجبات السريعة",
  "Hot Dogs & Tacos": "هوت دوغ وتاكو",
  "Fries & Sides": "البطاطس والأطباق الجانبية",
  Grill: "المشويات",
  "Steaks & Kebabs": "الستيك والكباب",
  Healthy: "الأكل الصحي",
  "Salads & Bowls": "السلطات والأطباق",
  Breakfast: "الفطور",
  "Morning Plates": "أطباق الصباح",
  Desserts: "الحلويات",
  "Cakes & Pastries": "الكعك والمعجنات",
  "Ice Cream": "الآيس كريم",
  Drinks: "المشروبات",
  "Coffee & Tea": "القهوة والشاي",
  "Juices & Smoothies": "العصائر والسموذي",
  // Grocery
  Fruits: "الفواكه",
  "Fresh Fruits": "فواكه طازجة",
  "Exotic Fruits": "فواكه استوائية",
  Vegetables: "الخضروات",
  "Leafy Greens": "الخضروات الورقية",
  "Root Vegetables": "الخضروات الجذرية",
  "Dairy & Eggs": "الألبان والبيض",
  "Milk & Butter": "الحليب والزبدة",
  Eggs: "البيض",
  Bakery: "المخبوزات",
  "Bread & Pastries": "الخبز والمعجنات",
  "Meat & Seafood": "اللحوم والمأكولات البحرية",
  Meat: "اللحوم",
  Seafood: "المأكولات البحرية",
  Beverages: "المشروبات",
  "Juices & Water": "العصائر والمياه",
  "Tea & Coffee": "الشاي والقهوة",
  "Snacks & Sweets": "الوجبات الخفيفة والحلويات",
  Snacks: "الوجبات الخفيفة",
  "Chocolates & Candy": "الشوكولاتة والحلوى",
  Pantry: "المؤن",
  "Rice, Grains & Cans": "الأرز والحبوب والمعلبات",
  // Pharmacy
  Medicines: "الأدوية",
  "Pain & Fever": "الألم والحمى",
  "Cold & Allergy": "البرد والحساسية",
  "Prescription Medicines": "أدوية بوصفة طبية",
  "Digestive Health": "صحة الجهاز الهضمي",
  "Baby Care": "العناية بالطفل",
  "Baby Essentials": "مستلزمات الأطفال",
  "Womans Care": "العناية بالمرأة",
  "Women's Health": "صحة المرأة",
  "Mens Care": "العناية بالرجل",
  "Men's Health": "صحة الرجل",
  "Personal Care": "العناية الشخصية",
  "Skin & Oral Care": "العناية بالبشرة والفم",
  "Vitamins & Devices": "الفيتامينات والأجهزة",
  "Vitamins & Supplements": "الفيتامينات والمكملات",
  "Health Devices": "الأجهزة الصحية",
  // Shop
  Fashion: "الأزياء",
  "Men's Clothing": "ملابس رجالية",
  "Women's Clothing": "ملابس نسائية",
  Shoes: "الأحذية",
  Electronics: "الإلكترونيات",
  "Phones & Computers": "الهواتف والحواسيب",
  "Audio & Camera": "الصوتيات والكاميرات",
  Beauty: "الجمال",
  "Makeup & Fragrance": "المكياج والعطور",
  Skincare: "العناية بالبشرة",
  "Home & Living": "المنزل والمعيشة",
  "Kitchen & Decor": "المطبخ والديكور",
  Furniture: "الأثاث",
  "Sports & Toys": "الرياضة والألعاب",
  Sports: "الرياضة",
  "Toys & Games": "الألعاب",
  "Books & Stationery": "الكتب والقرطاسية",
  "Books & Notebooks": "الكتب والدفاتر",
};

/** True when the seed has an Arabic name for this module or category name. */
export function hasArabicName(name: string): boolean {
  return Object.hasOwn(arabic, name);
}

/** A module's or category's name in the request's language (`ar`, `ar-EG`…), else the stored name. */
export function localName(name: string, locale: string | undefined): string {
  if (locale === undefined || !/^ar\b/.test(locale)) return name;
  return Object.hasOwn(arabic, name) ? (arabic[name] ?? name) : name;
}
