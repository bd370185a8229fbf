import type { ModuleCatalogue } from "./defs";
import { p } from "./defs";

const veg = { veg: 1 as const };

export const foodCatalogue: ModuleCatalogue = {
  type: "food",
  brands: [],
  addOns: [
    ["Extra Cheese", 0.99],
    ["Garlic Dip", 0.75],
    ["Chilli Sauce", 0.5],
    ["Side of Fries", 2.5],
    ["Cola 330ml", 1.5],
    ["Extra Patty", 2.75],
  ],
  categories: [
    {
      name: "Burgers",
      emoji: "hamburger",
      featured: true,
      children: [
        {
          name: "Beef Burgers",
          emoji: "hamburger",
          products: [
            p("Classic Cheeseburger", "hamburger", 8.5, {
              variant: "burger",
              nutritions: ["Protein 28g", "Calories 640"],
              allergies: ["Gluten", "Dairy"],
            }),
            p("Double Smash Burger", "hamburger", 11.9, {
              variant: "burger",
              allergies: ["Gluten", "Dairy", "Sesame"],
            }),
            p("BBQ Bacon Burger", "bacon", 10.5, { variant: "burger", allergies: ["Gluten"] }),
            p("Mushroom Swiss Burger", "mushroom", 9.75, {
              variant: "burger",
              allergies: ["Gluten", "Dairy"],
            }),
          ],
        },
        {
          name: "Chicken & Veggie Burgers",
          emoji: "poultry-leg",
          products: [
            p("Crispy Chicken Burger", "poultry-leg", 8.25, { variant: "burger", halal: true }),
            p("Spicy Zinger Burger", "hot-pepper", 8.95, { variant: "burger", halal: true }),
            p("Veggie Bean Burger", "beans", 7.9, {
              ...veg,
              variant: "burger",
              allergies: ["Gluten", "Soy"],
            }),
            p("Falafel Wrap", "falafel", 6.9, { ...veg, allergies: ["Sesame"] }),
          ],
        },
      ],
    },
    {
      name: "Pizza",
      emoji: "pizza",
      featured: true,
      children: [
        {
          name: "Classic Pizza",
          emoji: "pizza",
          products: [
            p("Margherita Pizza", "pizza", 9.9, {
              ...veg,
              variant: "pizza",
              allergies: ["Gluten", "Dairy"],
            }),
            p("Pepperoni Pizza", "pizza", 11.5, {
              variant: "pizza",
              allergies: ["Gluten", "Dairy"],
            }),
            p("Four Cheese Pizza", "cheese-wedge", 12, {
              ...veg,
              variant: "pizza",
              allergies: ["Gluten", "Dairy"],
            }),
          ],
        },
        {
          name: "Specialty Pizza",
          emoji: "bell-pepper",
          products: [
            p("BBQ Chicken Pizza", "pizza", 12.9, { variant: "pizza", halal: true }),
            p("Garden Veggie Pizza", "bell-pepper", 10.9, { ...veg, variant: "pizza" }),
            p("Truffle Mushroom Pizza", "mushroom", 13.5, { ...veg, variant: "pizza" }),
          ],
        },
      ],
    },
    {
      name: "Asian",
      emoji: "bento-box",
      featured: true,
      children: [
        {
          name: "Sushi",
          emoji: "sushi",
          products: [
            p("Salmon Nigiri Set", "sushi", 12.5, { variant: "sushi", allergies: ["Fish", "Soy"] }),
            p("California Roll", "sushi", 9.8, {
              variant: "sushi",
              allergies: ["Shellfish", "Soy"],
            }),
            p("Shrimp Tempura Roll", "fried-shrimp", 11.2, {
              variant: "sushi",
              allergies: ["Shellfish", "Gluten"],
            }),
            p("Bento Box Deluxe", "bento-box", 14.9, { allergies: ["Fish", "Soy"] }),
          ],
        },
        {
          name: "Noodles & Dumplings",
          emoji: "steaming-bowl",
          products: [
            p("Chicken Pad Thai", "steaming-bowl", 10.5, {
              variant: "bowl",
              allergies: ["Peanuts", "Egg"],
            }),
            p("Vegetable Lo Mein", "steaming-bowl", 8.9, {
              ...veg,
              variant: "bowl",
              allergies: ["Gluten", "Soy"],
            }),
            p("Beef Pho", "steaming-bowl", 11.9, { variant: "bowl" }),
            p("Pork Dumplings", "dumpling", 7.2, { allergies: ["Gluten"] }),
          ],
        },
        {
          name: "Curry",
          emoji: "curry-rice",
          products: [
            p("Butter Chicken", "curry-rice", 11.5, { halal: true, allergies: ["Dairy"] }),
            p("Chickpea Masala", "curry-rice", 9.2, { ...veg }),
            p("Thai Green Curry", "curry-rice", 10.8, { variant: "bowl" }),
            p("Steamed Jasmine Rice", "cooked-rice", 2.5, { ...veg }),
          ],
        },
      ],
    },
    {
      name: "Fast Food",
      emoji: "french-fries",
      children: [
        {
          name: "Hot Dogs & Tacos",
          emoji: "hot-dog",
          products: [
            p("Classic Hot Dog", "hot-dog", 4.5, {}),
            p("Chili Cheese Dog", "hot-dog", 5.9, { allergies: ["Dairy", "Gluten"] }),
            p("Beef Tacos", "taco", 8.4, { halal: true }),
            p("Chicken Burrito", "burrito", 9.1, { halal: true }),
            p("Veggie Quesadilla", "flatbread", 7.6, { ...veg, allergies: ["Dairy", "Gluten"] }),
          ],
        },
        {
          name: "Fries & Sides",
          emoji: "french-fries",
          products: [
            p("French Fries", "french-fries", 3.2, { ...veg }),
            p("Loaded Cheese Fries", "french-fries", 5.4, { ...veg, allergies: ["Dairy"] }),
            p("Buffalo Chicken Wings", "poultry-leg", 7.9, { variant: "burger" }),
            p("Onion Rings", "onion", 3.9, { ...veg, allergies: ["Gluten"] }),
          ],
        },
      ],
    },
    {
      name: "Grill",
      emoji: "cut-of-meat",
      children: [
        {
          name: "Steaks & Kebabs",
          emoji: "meat-on-bone",
          products: [
            p("Grilled Ribeye Steak", "cut-of-meat", 21.9, {
              halal: true,
              nutritions: ["Protein 52g"],
            }),
            p("Roast Half Chicken", "poultry-leg", 12.5, { halal: true }),
            p("Lamb Kebab Platter", "meat-on-bone", 14.2, { halal: true }),
            p("Grilled Salmon Fillet", "fish", 16.8, { allergies: ["Fish"] }),
          ],
        },
      ],
    },
    {
      name: "Healthy",
      emoji: "green-salad",
      children: [
        {
          name: "Salads & Bowls",
          emoji: "green-salad",
          products: [
            p("Caesar Salad", "green-salad", 7.9, { allergies: ["Egg", "Dairy", "Fish"] }),
            p("Greek Salad", "green-salad", 7.5, { ...veg, allergies: ["Dairy"] }),
            p("Avocado Quinoa Bowl", "avocado", 9.4, { ...veg, variant: "bowl" }),
            p("Salmon Poke Bowl", "fish", 12.4, { variant: "bowl", allergies: ["Fish", "Soy"] }),
          ],
        },
      ],
    },
    {
      name: "Breakfast",
      emoji: "pancakes",
      children: [
        {
          name: "Morning Plates",
          emoji: "pancakes",
          products: [
            p("Buttermilk Pancakes", "pancakes", 6.5, {
              ...veg,
              allergies: ["Gluten", "Egg", "Dairy"],
            }),
            p("Belgian Waffle", "waffle", 6.9, { ...veg, allergies: ["Gluten", "Egg"] }),
            p("Croissant Sandwich", "croissant", 5.4, { allergies: ["Gluten", "Dairy"] }),
            p("Bagel with Cream Cheese", "bagel", 4.2, { ...veg, allergies: ["Gluten", "Dairy"] }),
            p("Club Sandwich", "sandwich", 7.8, { allergies: ["Gluten", "Egg"] }),
          ],
        },
      ],
    },
    {
      name: "Desserts",
      emoji: "shortcake",
      featured: true,
      children: [
        {
          name: "Cakes & Pastries",
          emoji: "birthday-cake",
          products: [
            p("Chocolate Fudge Cake", "birthday-cake", 5.5, {
              ...veg,
              allergies: ["Gluten", "Dairy", "Egg"],
            }),
            p("Strawberry Shortcake", "shortcake", 5.2, { ...veg, allergies: ["Gluten", "Dairy"] }),
            p("Red Velvet Cupcake", "cupcake", 3.4, { ...veg }),
            p("Warm Apple Pie", "pie", 4.8, { ...veg, allergies: ["Gluten"] }),
            p("Glazed Doughnut", "doughnut", 1.9, { ...veg, allergies: ["Gluten"] }),
          ],
        },
        {
          name: "Ice Cream",
          emoji: "ice-cream",
          products: [
            p("Vanilla Sundae", "ice-cream", 4.2, { ...veg, allergies: ["Dairy"] }),
            p("Soft Serve Cone", "soft-ice-cream", 2.6, { ...veg, allergies: ["Dairy"] }),
            p("Mango Shaved Ice", "shaved-ice", 4.9, { ...veg }),
          ],
        },
      ],
    },
    {
      name: "Drinks",
      emoji: "tropical-drink",
      children: [
        {
          name: "Coffee & Tea",
          emoji: "hot-beverage",
          products: [
            p("Cappuccino", "hot-beverage", 3.6, {
              ...veg,
              variant: "drink",
              allergies: ["Dairy"],
            }),
            p("Iced Latte", "cup-with-straw", 4.1, {
              ...veg,
              variant: "drink",
              allergies: ["Dairy"],
            }),
            p("Masala Chai", "teacup-without-handle", 2.8, { ...veg, variant: "drink" }),
            p("Brown Sugar Bubble Tea", "bubble-tea", 4.9, {
              ...veg,
              variant: "drink",
              allergies: ["Dairy"],
            }),
          ],
        },
        {
          name: "Juices & Smoothies",
          emoji: "tropical-drink",
          products: [
            p("Fresh Orange Juice", "tangerine", 3.9, { ...veg, variant: "drink" }),
            p("Mango Smoothie", "mango", 4.5, { ...veg, variant: "drink" }),
            p("Watermelon Cooler", "watermelon", 3.7, { ...veg, variant: "drink" }),
            p("Tropical Punch", "tropical-drink", 4.2, { ...veg, variant: "drink" }),
          ],
        },
      ],
    },
  ],
  stores: [
    {
      name: "Burger Barn",
      sells: ["Burgers", "Fast Food", "Drinks"],
      emoji: "hamburger",
      color: "#E4572E",
      tagline: "Smash burgers since 2009",
    },
    {
      name: "Bella Napoli Pizzeria",
      sells: ["Pizza", "Desserts", "Drinks"],
      emoji: "pizza",
      color: "#C0392B",
      tagline: "Wood-fired Neapolitan pizza",
    },
    {
      name: "Sakura Sushi House",
      sells: ["Asian"],
      emoji: "sushi",
      color: "#D6336C",
      tagline: "Fresh rolls, made to order",
    },
    {
      name: "Golden Wok",
      sells: ["Asian", "Drinks"],
      emoji: "steaming-bowl",
      color: "#F08C00",
      tagline: "Noodles and dumplings",
    },
    {
      name: "Spice Route Curry House",
      sells: ["Asian", "Grill"],
      emoji: "curry-rice",
      color: "#B8621B",
      tagline: "Slow-cooked curries",
    },
    {
      name: "Taco Loco",
      sells: ["Fast Food", "Drinks"],
      emoji: "taco",
      color: "#2F9E44",
      tagline: "Street tacos and burritos",
    },
    {
      name: "Sweet Tooth Bakery",
      sells: ["Desserts", "Breakfast"],
      emoji: "birthday-cake",
      color: "#E64980",
      tagline: "Cakes baked every morning",
    },
    {
      name: "Bean & Leaf Café",
      sells: ["Drinks", "Breakfast", "Desserts"],
      emoji: "hot-beverage",
      color: "#6F4E37",
      tagline: "Coffee, tea and good mornings",
    },
    {
      name: "Sunrise Breakfast Club",
      sells: ["Breakfast", "Drinks"],
      emoji: "pancakes",
      color: "#F59F00",
      tagline: "All-day breakfast",
    },
    {
      name: "Green Bowl Kitchen",
      sells: ["Healthy", "Drinks"],
      emoji: "green-salad",
      color: "#37B24D",
      tagline: "Salads and power bowls",
    },
    {
      name: "Smokehouse Grill",
      sells: ["Grill", "Burgers", "Fast Food"],
      emoji: "cut-of-meat",
      color: "#862E2E",
      tagline: "Charcoal-grilled every day",
    },
    {
      name: "Hot Dog Junction",
      sells: ["Fast Food", "Drinks"],
      emoji: "hot-dog",
      color: "#FAB005",
      tagline: "Dogs, fries and shakes",
    },
    {
      name: "Noodle Bar 88",
      sells: ["Asian", "Healthy"],
      emoji: "steaming-bowl",
      color: "#1971C2",
      tagline: "Late-night noodles",
    },
    {
      name: "Juice Junction",
      sells: ["Drinks", "Healthy", "Desserts"],
      emoji: "tropical-drink",
      color: "#FD7E14",
      tagline: "Cold-pressed juices",
    },
  ],
};
