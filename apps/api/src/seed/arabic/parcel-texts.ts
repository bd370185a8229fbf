/** Arabic names and descriptions of the demo parcel categories (keyed by the English name). */
export const arabicParcelCategories: Record<string, { name: string; description: string }> = {
  Documents: {
    name: "المستندات",
    description: "الرسائل والعقود والأوراق، مختومة ومتتبَّعة.",
  },
  "Small Package": {
    name: "طرد صغير",
    description: "صناديق حتى 5 كغ تتسع لها الدراجة النارية.",
  },
  "Food & Groceries": {
    name: "الطعام والبقالة",
    description: "وجبات منزلية وأكياس التسوّق.",
  },
  Electronics: {
    name: "الإلكترونيات",
    description: "الهواتف والحواسيب المحمولة، تُنقل بعناية.",
  },
  "Large Parcel": {
    name: "طرد كبير",
    description: "أغراض كبيرة الحجم حتى 25 كغ بشاحنة صغيرة.",
  },
  "Flowers & Gifts": {
    name: "الزهور والهدايا",
    description: "باقات الزهور والهدايا تصل في موعدها.",
  },
};
