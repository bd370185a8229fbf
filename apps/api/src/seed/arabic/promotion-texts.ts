/** Arabic titles and descriptions of the demo campaigns, item campaigns and flash sales. */
export const arabicCampaignTexts: Record<string, { title: string; description: string }> = {
  "Fresh Week Savings": {
    title: "توفير أسبوع الطازج",
    description: "خصم حتى 25% على الفواكه والخضروات من المتاجر المحلية.",
  },
  "Breakfast Basics": {
    title: "أساسيات الفطور",
    description: "الخبز والبيض والحليب بأسعار الأعضاء.",
  },
  "Winter Wellness": {
    title: "عافية الشتاء",
    description: "مستلزمات البرد والإنفلونزا تصلك في أقل من ساعة.",
  },
  "Baby Care Week": {
    title: "أسبوع العناية بالطفل",
    description: "وفّر على مستلزمات الأطفال من علامات تجارية موثوقة.",
  },
  "Mid-Season Sale": {
    title: "تخفيضات منتصف الموسم",
    description: "الأزياء والإكسسوارات بخصم يبدأ من 20%.",
  },
  "Tech Days": {
    title: "أيام التقنية",
    description: "عروض على الحواسيب المحمولة والصوتيات والإكسسوارات.",
  },
  "Weekend Feast": {
    title: "وليمة نهاية الأسبوع",
    description: "أطباق جانبية مجانية مع كل طلب بيتزا أو برغر في نهاية هذا الأسبوع.",
  },
  "Lunch Express": {
    title: "غداء سريع",
    description: "غداؤك يصلك في 30 دقيقة أو أقل.",
  },
};

/** The closed "<Module> Spring Clearance" campaign of every module. */
export function arabicClearance(moduleArabic: string): { title: string; description: string } {
  return { title: `تصفية الربيع في ${moduleArabic}`, description: "انتهت هذه الحملة." };
}

/** "<Module> Flash Sale" (running) and "<Module> Midnight Sale" (ended). */
export function arabicFlashSaleTitle(moduleArabic: string, running: boolean): string {
  return running ? `عروض ${moduleArabic} الخاطفة` : `تخفيضات منتصف الليل في ${moduleArabic}`;
}

/** An item campaign's title ("<item> Special") and description ("Limited-time campaign: …"). */
export function arabicItemCampaign(
  itemArabic: string,
  descriptionArabic: string,
): { title: string; description: string } {
  return {
    title: `عرض خاص: ${itemArabic}`,
    description: `حملة لفترة محدودة: ${descriptionArabic}`,
  };
}
