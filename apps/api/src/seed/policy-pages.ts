import type { PolicyPageKey } from "@marketplace/api-client";

import { cityName } from "./city";

/**
 * The information pages the storefront links from its footer (about us, the policies, the terms), in
 * English and Arabic, as the rich-text HTML an administrator would write in the real backend's editor.
 * Served by `routes/content/policy-pages.ts`.
 */
export type PolicyPages = Record<PolicyPageKey, { en: string; ar: string }>;

const business = `${cityName} Market`;
const email = "support@lakeshore-market.example";
const phone = "+1 555 0100";
const updated = "1 November 2026";

const aboutUs = {
  en: `<h2>Your city, delivered</h2>
<p>${business} brings the restaurants, grocers, pharmacies and shops of ${cityName} to your door. We started in Old Town in 2021 with twelve restaurants and four riders; today more than a hundred local stores across Old Town, Riverside and Northgate sell through us, and our riders cover every street between the river and the ring road.</p>
<h3>What we deliver</h3>
<ul>
<li><strong>Food</strong> from the city's kitchens, from morning bakeries to late-night grills.</li>
<li><strong>Groceries</strong> from neighbourhood grocers and the covered market, packed the same hour.</li>
<li><strong>Pharmacy</strong> products from licensed pharmacies, with prescription orders checked by a pharmacist.</li>
<li><strong>Shopping</strong>: electronics, home goods, books and gifts from local shops.</li>
<li><strong>Parcels</strong> across town, picked up and delivered by the same rider.</li>
</ul>
<h3>How we work</h3>
<p>Stores set their own prices and opening hours; we never mark up a store's menu. Delivery charges are shown before you order and depend on the distance and the zone. Riders are paid per trip plus every tip, in full.</p>
<h3>Talk to us</h3>
<p>Write to <a href="mailto:${email}">${email}</a> or call ${phone}, every day from 8:00 to 22:00. Our office is at 1 Market Street, Old Town, ${cityName}.</p>`,
  ar: `<h2>مدينتك تصل إلى بابك</h2>
<p>يوصل ${business} مطاعم ${cityName} وبقالاتها وصيدلياتها ومتاجرها إلى باب بيتك. بدأنا في البلدة القديمة عام 2021 باثني عشر مطعمًا وأربعة سائقين، واليوم يبيع من خلالنا أكثر من مئة متجر محلي في البلدة القديمة وضفة النهر ونورثغيت، ويغطي سائقونا كل شارع بين النهر والطريق الدائري.</p>
<h3>ما الذي نوصله</h3>
<ul>
<li><strong>الطعام</strong> من مطابخ المدينة، من مخابز الصباح إلى مشاوي آخر الليل.</li>
<li><strong>البقالة</strong> من بقالات الأحياء والسوق المغطى، تُجهَّز في الساعة نفسها.</li>
<li><strong>منتجات الصيدلية</strong> من صيدليات مرخصة، ويراجع الصيدلي الطلبات التي تحتاج إلى وصفة طبية.</li>
<li><strong>التسوق</strong>: إلكترونيات وأدوات منزلية وكتب وهدايا من المتاجر المحلية.</li>
<li><strong>الطرود</strong> داخل المدينة، يستلمها ويسلّمها السائق نفسه.</li>
</ul>
<h3>كيف نعمل</h3>
<p>تحدد المتاجر أسعارها ومواعيد عملها، ولا نرفع أبدًا أسعار قائمة أي متجر. تظهر رسوم التوصيل قبل الطلب وتعتمد على المسافة والمنطقة. يحصل السائقون على أجر عن كل رحلة إضافة إلى كامل الإكرامية.</p>
<h3>تواصل معنا</h3>
<p>راسلنا على <a href="mailto:${email}">${email}</a> أو اتصل على <bdi>${phone}</bdi> يوميًا من 8:00 إلى 22:00. مكتبنا في 1 شارع السوق، البلدة القديمة، ${cityName}.</p>`,
};

const terms = {
  en: `<p><em>Last updated: ${updated}</em></p>
<h2>1. Who we are</h2>
<p>These terms govern your use of the ${business} website and apps ("the service"), operated by ${business} Ltd., 1 Market Street, Old Town, ${cityName}. By creating an account or placing an order you accept them.</p>
<h2>2. Your account</h2>
<ul>
<li>You must be at least 16 years old to open an account, and 18 to order age-restricted products.</li>
<li>Keep your password to yourself. You are responsible for orders placed from your account until you tell us it has been compromised.</li>
<li>You may order as a guest; a guest order can be tracked with its order number and the contact number given at checkout.</li>
</ul>
<h2>3. Orders and prices</h2>
<p>Each store sells its own products and sets its prices, opening hours and minimum order. The price you see at checkout (items, add-ons, delivery charge, tax, tips and any discount) is the price you pay. A store may refuse an order it cannot fulfil; you are then not charged, or refunded in full.</p>
<h2>4. Payment</h2>
<p>You can pay cash on delivery where the zone allows it and up to its limit, from your wallet, or by card through our payment partners. Card details never reach ${business}.</p>
<h2>5. Delivery</h2>
<p>Delivery times are estimates. If you are not at the address, the rider will call you and wait up to ten minutes; after that the order may be cancelled and charged as described in the cancellation policy.</p>
<h2>6. Wallet, loyalty points and coupons</h2>
<p>Wallet balance, loyalty points and coupons have no cash value outside the service and cannot be transferred to another person. Coupons have their own minimum purchase, validity and limits, shown with each coupon.</p>
<h2>7. Acceptable use</h2>
<p>Do not misuse the service: no fraudulent orders, abuse of riders or store staff, scraping, or attempts to break our security. We may suspend accounts that do.</p>
<h2>8. Liability</h2>
<p>Stores are responsible for the products they sell, including allergens and labelling. Our liability for an order is limited to the amount you paid for it, except where the law does not allow such a limit.</p>
<h2>9. Changes and contact</h2>
<p>We may change these terms; we will tell you in the app at least 14 days before a change takes effect. Questions: <a href="mailto:${email}">${email}</a>.</p>`,
  ar: `<p><em>آخر تحديث: 1 نوفمبر 2026</em></p>
<h2>1. من نحن</h2>
<p>تنظم هذه الشروط استخدامك لموقع ${business} وتطبيقاته ("الخدمة")، التي تديرها شركة ${business} المحدودة، 1 شارع السوق، البلدة القديمة، ${cityName}. بإنشاء حساب أو تقديم طلب فإنك توافق عليها.</p>
<h2>2. حسابك</h2>
<ul>
<li>يجب أن يكون عمرك 16 عامًا على الأقل لفتح حساب، و18 عامًا لطلب المنتجات المقيدة بالعمر.</li>
<li>احتفظ بكلمة المرور لنفسك. أنت مسؤول عن الطلبات المقدمة من حسابك إلى أن تبلغنا باختراقه.</li>
<li>يمكنك الطلب كضيف، ويمكن تتبع طلب الضيف برقم الطلب ورقم التواصل المدخل عند الدفع.</li>
</ul>
<h2>3. الطلبات والأسعار</h2>
<p>يبيع كل متجر منتجاته ويحدد أسعاره ومواعيد عمله والحد الأدنى للطلب. السعر الذي تراه عند الدفع (المنتجات والإضافات ورسوم التوصيل والضريبة والإكرامية وأي خصم) هو السعر الذي تدفعه. يحق للمتجر رفض طلب لا يستطيع تنفيذه، وعندها لا تُحاسَب أو يُرد لك المبلغ كاملًا.</p>
<h2>4. الدفع</h2>
<p>يمكنك الدفع نقدًا عند الاستلام حيث تسمح المنطقة بذلك وضمن حدها، أو من محفظتك، أو بالبطاقة عبر شركاء الدفع. لا تصل بيانات بطاقتك إلى ${business} أبدًا.</p>
<h2>5. التوصيل</h2>
<p>مواعيد التوصيل تقديرية. إن لم تكن في العنوان سيتصل بك السائق وينتظر حتى عشر دقائق، وبعدها قد يُلغى الطلب ويُحتسب كما تصف سياسة الإلغاء.</p>
<h2>6. المحفظة ونقاط الولاء والقسائم</h2>
<p>لا قيمة نقدية لرصيد المحفظة ونقاط الولاء والقسائم خارج الخدمة، ولا يمكن تحويلها إلى شخص آخر. لكل قسيمة حد أدنى للشراء ومدة صلاحية وحدود تظهر معها.</p>
<h2>7. الاستخدام المقبول</h2>
<p>لا تُسئ استخدام الخدمة: لا طلبات احتيالية، ولا إساءة إلى السائقين أو موظفي المتاجر، ولا جمع آلي للبيانات، ولا محاولات لاختراق أنظمتنا. قد نوقف الحسابات التي تفعل ذلك.</p>
<h2>8. المسؤولية</h2>
<p>المتاجر مسؤولة عن المنتجات التي تبيعها، بما في ذلك مسببات الحساسية والملصقات. تقتصر مسؤوليتنا عن أي طلب على المبلغ الذي دفعته مقابله، إلا حيث لا يسمح القانون بذلك.</p>
<h2>9. التعديلات والتواصل</h2>
<p>قد نعدّل هذه الشروط، وسنخبرك في التطبيق قبل 14 يومًا على الأقل من سريان أي تعديل. للاستفسار: <a href="mailto:${email}">${email}</a>.</p>`,
};

const privacy = {
  en: `<p><em>Last updated: ${updated}</em></p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details</strong>: your name, e-mail address, phone number and, if you choose, a profile photo.</li>
<li><strong>Addresses and location</strong>: the delivery addresses you save and the point you pick on the map, used to find the stores and zone that serve you.</li>
<li><strong>Orders</strong>: what you ordered, from which store, how you paid (never your full card number) and your reviews.</li>
<li><strong>Technical data</strong>: the cookies that keep you signed in and remember your language, theme, module and location.</li>
</ul>
<h2>How we use it</h2>
<p>To deliver your orders, let the store and the rider contact you about an order, prevent fraud, answer your questions and, only if you subscribe, send you our newsletter. We do not sell your personal data.</p>
<h2>Who sees it</h2>
<p>The store sees your order and your first name; the rider sees your name, phone number and delivery address until the order is delivered. Our payment partners process card payments under their own privacy policies.</p>
<h2>How long we keep it</h2>
<p>Order records are kept for six years for tax purposes. Everything else is deleted within 30 days after you delete your account from your profile settings.</p>
<h2>Your rights</h2>
<p>You can see and correct your details in your profile, download a copy of your data or ask us to delete it by writing to <a href="mailto:${email}">${email}</a>. You can also complain to your data-protection authority.</p>`,
  ar: `<p><em>آخر تحديث: 1 نوفمبر 2026</em></p>
<h2>ما الذي نجمعه</h2>
<ul>
<li><strong>بيانات الحساب</strong>: اسمك وبريدك الإلكتروني ورقم هاتفك، وصورة شخصية إن اخترت ذلك.</li>
<li><strong>العناوين والموقع</strong>: عناوين التوصيل التي تحفظها والنقطة التي تختارها على الخريطة، لمعرفة المتاجر والمنطقة التي تخدمك.</li>
<li><strong>الطلبات</strong>: ما طلبته ومن أي متجر وطريقة الدفع (دون رقم بطاقتك الكامل) وتقييماتك.</li>
<li><strong>البيانات التقنية</strong>: ملفات تعريف الارتباط التي تبقيك مسجلًا وتتذكر لغتك والمظهر والقسم وموقعك.</li>
</ul>
<h2>كيف نستخدمها</h2>
<p>لتوصيل طلباتك، وليتمكن المتجر والسائق من التواصل معك بشأن الطلب، ولمنع الاحتيال، وللرد على أسئلتك، ولإرسال نشرتنا البريدية فقط إن اشتركت. لا نبيع بياناتك الشخصية.</p>
<h2>من يطلع عليها</h2>
<p>يرى المتجر طلبك واسمك الأول، ويرى السائق اسمك ورقم هاتفك وعنوان التوصيل حتى يُسلَّم الطلب. يعالج شركاء الدفع مدفوعات البطاقات وفق سياسات الخصوصية الخاصة بهم.</p>
<h2>مدة الاحتفاظ</h2>
<p>نحتفظ بسجلات الطلبات ست سنوات لأغراض ضريبية، ونحذف كل ما عدا ذلك خلال 30 يومًا من حذف حسابك من إعدادات الملف الشخصي.</p>
<h2>حقوقك</h2>
<p>يمكنك الاطلاع على بياناتك وتصحيحها في ملفك الشخصي، أو طلب نسخة منها أو حذفها بمراسلتنا على <a href="mailto:${email}">${email}</a>. ويمكنك أيضًا تقديم شكوى إلى هيئة حماية البيانات.</p>`,
};

const refund = {
  en: `<p><em>Last updated: ${updated}</em></p>
<h2>When you get your money back</h2>
<ul>
<li>An item is missing, wrong, damaged or spoiled.</li>
<li>The order never arrived.</li>
<li>The store cancelled the order or could not fulfil part of it.</li>
</ul>
<h2>How to ask for a refund</h2>
<p>Open the order in <strong>My orders</strong> within 24 hours of delivery, choose <strong>Refund request</strong>, pick the reason and add a note and photos of the problem. Most requests are answered within one working day.</p>
<h2>How you are paid</h2>
<p>Approved refunds go back to the way you paid: card refunds take 5–10 working days to appear on your statement; cash-on-delivery and wallet payments are refunded to your ${business} wallet at once.</p>
<h2>What we cannot refund</h2>
<p>Opened medicines and personal-care products (unless faulty), perishable food that was delivered as ordered, and delivery tips, which go to the rider in full.</p>`,
  ar: `<p><em>آخر تحديث: 1 نوفمبر 2026</em></p>
<h2>متى يُرد لك المبلغ</h2>
<ul>
<li>منتج ناقص أو خاطئ أو تالف أو فاسد.</li>
<li>لم يصل الطلب أبدًا.</li>
<li>ألغى المتجر الطلب أو تعذّر عليه تنفيذ جزء منه.</li>
</ul>
<h2>كيف تطلب الاسترداد</h2>
<p>افتح الطلب في <strong>طلباتي</strong> خلال 24 ساعة من التوصيل، واختر <strong>طلب استرداد</strong>، وحدد السبب وأضف ملاحظة وصورًا للمشكلة. نرد على معظم الطلبات خلال يوم عمل واحد.</p>
<h2>كيف يصلك المبلغ</h2>
<p>تُرد المبالغ المعتمدة بطريقة الدفع نفسها: يظهر استرداد البطاقة في كشف حسابك خلال 5 إلى 10 أيام عمل، وتُرد مدفوعات الدفع عند الاستلام والمحفظة إلى محفظتك في ${business} فورًا.</p>
<h2>ما لا يمكن استرداده</h2>
<p>الأدوية ومنتجات العناية الشخصية المفتوحة (إلا إن كانت معيبة)، والطعام القابل للتلف الذي وصل كما طُلب، وإكراميات التوصيل التي تذهب كاملة إلى السائق.</p>`,
};

const cancelation = {
  en: `<p><em>Last updated: ${updated}</em></p>
<h2>Before the store accepts your order</h2>
<p>You can cancel from <strong>My orders</strong> at no cost while the order is <strong>pending</strong>. Choose a reason so the store knows what went wrong; anything you paid is refunded in full.</p>
<h2>After the store accepts it</h2>
<p>Once the store has confirmed or started preparing the order, it can no longer be cancelled from the app. Call us on ${phone}: if the store agrees, we cancel it and refund what the store has not yet spent on it.</p>
<h2>When a store or rider cancels</h2>
<p>If a store cannot fulfil your order, or no rider can reach it, we cancel it, tell you at once and refund you in full.</p>
<h2>Failed payments</h2>
<p>If an online payment fails, you can switch the order to cash on delivery (where your zone allows it) or cancel it; nothing is charged for a cancelled order.</p>`,
  ar: `<p><em>آخر تحديث: 1 نوفمبر 2026</em></p>
<h2>قبل أن يقبل المتجر طلبك</h2>
<p>يمكنك الإلغاء من <strong>طلباتي</strong> دون أي تكلفة ما دام الطلب <strong>قيد الانتظار</strong>. اختر سببًا ليعرف المتجر ما حدث، ويُرد لك كل ما دفعته كاملًا.</p>
<h2>بعد أن يقبله المتجر</h2>
<p>بعد أن يؤكد المتجر الطلب أو يبدأ تحضيره لا يمكن إلغاؤه من التطبيق. اتصل بنا على <bdi>${phone}</bdi>: إن وافق المتجر نلغيه ونرد لك ما لم ينفقه المتجر عليه بعد.</p>
<h2>حين يلغي المتجر أو السائق</h2>
<p>إن تعذّر على المتجر تنفيذ طلبك، أو لم يتمكن أي سائق من الوصول إليه، نلغيه ونخبرك فورًا ونرد لك المبلغ كاملًا.</p>
<h2>فشل الدفع</h2>
<p>إن فشل الدفع الإلكتروني يمكنك تحويل الطلب إلى الدفع عند الاستلام (حيث تسمح منطقتك بذلك) أو إلغاؤه، ولا يُحتسب أي مبلغ على طلب ملغى.</p>`,
};

const shipping = {
  en: `<p><em>Last updated: ${updated}</em></p>
<h2>Where we deliver</h2>
<p>We deliver inside our three zones: Old Town, Riverside and Northgate. The map in the app shows the zones; an address outside them cannot be served yet.</p>
<h2>Delivery charges</h2>
<p>The charge depends on the distance from the store and the zone's rate per kilometre, with a minimum and a maximum per order. Some stores deliver free above an order value, shown on the store and in your cart.</p>
<h2>Delivery times</h2>
<ul>
<li>Food and groceries: usually 20–45 minutes, shown on each store.</li>
<li>Pharmacy: usually within an hour; prescription orders after the pharmacist's check.</li>
<li>Shopping: same day for orders before 18:00, otherwise the next morning.</li>
<li>Parcels: picked up within an hour and delivered directly.</li>
</ul>
<p>You can also schedule an order for later, within the store's opening hours, or collect it yourself with take-away.</p>
<h2>Tracking</h2>
<p>Follow your rider on the map from the moment the order is picked up. Guests can track an order with its number and their contact number.</p>`,
  ar: `<p><em>آخر تحديث: 1 نوفمبر 2026</em></p>
<h2>أين نوصل</h2>
<p>نوصل داخل مناطقنا الثلاث: البلدة القديمة وضفة النهر ونورثغيت. تُظهر الخريطة في التطبيق المناطق، ولا يمكن خدمة عنوان خارجها حاليًا.</p>
<h2>رسوم التوصيل</h2>
<p>تعتمد الرسوم على المسافة من المتجر وسعر الكيلومتر في المنطقة، مع حد أدنى وحد أقصى لكل طلب. توصل بعض المتاجر مجانًا فوق قيمة معينة للطلب تظهر في صفحة المتجر وفي سلتك.</p>
<h2>مواعيد التوصيل</h2>
<ul>
<li>الطعام والبقالة: عادة من 20 إلى 45 دقيقة، كما يظهر في كل متجر.</li>
<li>الصيدلية: عادة خلال ساعة، وطلبات الوصفات الطبية بعد مراجعة الصيدلي.</li>
<li>التسوق: في اليوم نفسه للطلبات قبل 18:00، وإلا في صباح اليوم التالي.</li>
<li>الطرود: تُستلم خلال ساعة وتُسلَّم مباشرة.</li>
</ul>
<p>يمكنك أيضًا جدولة الطلب لوقت لاحق ضمن مواعيد عمل المتجر، أو استلامه بنفسك من المتجر.</p>
<h2>التتبع</h2>
<p>تابع السائق على الخريطة منذ لحظة استلام الطلب. ويمكن للضيوف تتبع الطلب برقمه ورقم التواصل.</p>`,
};

export const policyPages: PolicyPages = {
  "about-us": aboutUs,
  "terms-and-conditions": terms,
  "privacy-policy": privacy,
  "refund-policy": refund,
  cancelation,
  "shipping-policy": shipping,
};
