import type { ModuleCatalogue } from "./defs";
import { p } from "./defs";

export const shopCatalogue: ModuleCatalogue = {
  type: "ecommerce",
  brands: [
    "UrbanThread",
    "Stride",
    "Zenith Audio",
    "Northwind Tech",
    "Lumière",
    "Casa Nova",
    "Playfield",
    "PageTurner",
    "Aurora",
  ],
  categories: [
    {
      name: "Fashion",
      emoji: "t-shirt",
      featured: true,
      children: [
        {
          name: "Men's Clothing",
          emoji: "t-shirt",
          products: [
            p("Essential Cotton T-Shirt", "t-shirt", 14.9, {
              brand: "UrbanThread",
              variant: "apparel",
            }),
            p("Slim Fit Jeans", "jeans", 39.9, { brand: "UrbanThread", variant: "apparel" }),
            p("Oxford Shirt & Tie Set", "necktie", 34.5, { brand: "Aurora", variant: "apparel" }),
            p("Wool Winter Coat", "coat", 89, { brand: "Aurora", variant: "apparel" }),
            p("Classic Baseball Cap", "billed-cap", 12.5, { brand: "UrbanThread" }),
          ],
        },
        {
          name: "Women's Clothing",
          emoji: "dress",
          products: [
            p("Floral Summer Dress", "dress", 42, { brand: "Lumière", variant: "apparel" }),
            p("Silk Scarf", "scarf", 19.9, { brand: "Lumière" }),
            p("Kimono Robe", "kimono", 36.5, { brand: "Lumière", variant: "apparel" }),
            p("Leather Handbag", "handbag", 64, { brand: "Aurora" }),
            p("Mini Clutch Bag", "clutch-bag", 29.9, { brand: "Lumière" }),
          ],
        },
        {
          name: "Shoes",
          emoji: "running-shoe",
          products: [
            p("Trail Running Shoes", "running-shoe", 74.9, { brand: "Stride", variant: "shoe" }),
            p("Leather Derby Shoes", "mans-shoe", 69, { brand: "Stride", variant: "shoe" }),
            p("Classic High Heels", "high-heeled-shoe", 58, { brand: "Lumière", variant: "shoe" }),
            p("Hiking Boots", "hiking-boot", 95, { brand: "Stride", variant: "shoe" }),
            p("Ballet Flats", "flat-shoe", 39.5, { brand: "Stride", variant: "shoe" }),
          ],
        },
      ],
    },
    {
      name: "Electronics",
      emoji: "laptop",
      featured: true,
      children: [
        {
          name: "Phones & Computers",
          emoji: "mobile-phone",
          products: [
            p("Nova X Smartphone", "mobile-phone", 499, {
              brand: "Northwind Tech",
              variant: "storage",
            }),
            p("AirBook 14 Laptop", "laptop", 899, { brand: "Northwind Tech", variant: "storage" }),
            p("Wireless Mouse", "computer-mouse", 24.9, { brand: "Northwind Tech" }),
            p("Mechanical Keyboard", "keyboard", 79, { brand: "Northwind Tech" }),
            p('27" Desktop Monitor', "desktop-computer", 229, { brand: "Northwind Tech" }),
          ],
        },
        {
          name: "Audio & Camera",
          emoji: "headphone",
          products: [
            p("Noise-Cancelling Headphones", "headphone", 149, {
              brand: "Zenith Audio",
              variant: "storage",
            }),
            p("Portable Radio Speaker", "radio", 45, { brand: "Zenith Audio" }),
            p("Mirrorless Camera Kit", "camera", 649, { brand: "Aurora" }),
            p("Studio Microphone", "microphone", 89, { brand: "Zenith Audio" }),
            p("Smart Watch Series 5", "watch", 199, {
              brand: "Northwind Tech",
              variant: "storage",
            }),
          ],
        },
      ],
    },
    {
      name: "Beauty",
      emoji: "lipstick",
      featured: true,
      children: [
        {
          name: "Makeup & Fragrance",
          emoji: "lipstick",
          products: [
            p("Velvet Matte Lipstick", "lipstick", 16.5, { brand: "Lumière", variant: "shade" }),
            p("Gel Nail Polish Set", "nail-polish", 18, { brand: "Lumière", variant: "shade" }),
            p("Rose Eau de Parfum", "rose", 54, { brand: "Lumière" }),
            p("Compact Travel Mirror", "mirror", 9.9, { brand: "Aurora" }),
          ],
        },
        {
          name: "Skincare",
          emoji: "lotion-bottle",
          products: [
            p("Hyaluronic Serum", "lotion-bottle", 24.5, { brand: "Lumière" }),
            p("Natural Soap Trio", "soap", 11.9, { brand: "Casa Nova" }),
            p("Bath Sponge Set", "sponge", 7.5, { brand: "Casa Nova" }),
          ],
        },
      ],
    },
    {
      name: "Home & Living",
      emoji: "couch-and-lamp",
      children: [
        {
          name: "Kitchen & Decor",
          emoji: "fork-and-knife-with-plate",
          products: [
            p("Chef's Knife 20cm", "kitchen-knife", 39, { brand: "Casa Nova" }),
            p("Ceramic Dinner Set", "fork-and-knife-with-plate", 59, { brand: "Casa Nova" }),
            p("Cast-Iron Teapot", "teapot", 34, { brand: "Casa Nova" }),
            p("Scented Candle", "candle", 14.5, { brand: "Casa Nova", variant: "shade" }),
            p("Potted Monstera", "potted-plant", 27.5, { brand: "Casa Nova" }),
          ],
        },
        {
          name: "Furniture",
          emoji: "chair",
          products: [
            p("Oak Dining Chair", "chair", 119, { brand: "Casa Nova" }),
            p("Linen Sofa & Lamp Set", "couch-and-lamp", 749, { brand: "Casa Nova" }),
            p("Memory Foam Bed", "bed", 599, { brand: "Casa Nova", variant: "storage" }),
            p("Wall Clock", "mantelpiece-clock", 32, { brand: "Aurora" }),
          ],
        },
      ],
    },
    {
      name: "Sports & Toys",
      emoji: "soccer-ball",
      children: [
        {
          name: "Sports",
          emoji: "soccer-ball",
          products: [
            p("Match Football", "soccer-ball", 29, { brand: "Playfield" }),
            p("Basketball Pro", "basketball", 34, { brand: "Playfield" }),
            p("Tennis Racket", "tennis", 89, { brand: "Playfield" }),
            p("Road Bicycle", "bicycle", 459, { brand: "Playfield", variant: "storage" }),
            p("Yoga Backpack", "backpack", 44, { brand: "Playfield", variant: "apparel" }),
          ],
        },
        {
          name: "Toys & Games",
          emoji: "teddy-bear",
          products: [
            p("Plush Teddy Bear", "teddy-bear", 19.9, { brand: "Playfield" }),
            p("Game Controller", "video-game", 59, { brand: "Northwind Tech" }),
            p("Kite for Kids", "kite", 15.5, { brand: "Playfield" }),
            p("Puzzle Dice Set", "game-die", 12, { brand: "Playfield" }),
          ],
        },
      ],
    },
    {
      name: "Books & Stationery",
      emoji: "books",
      children: [
        {
          name: "Books & Notebooks",
          emoji: "books",
          products: [
            p("Bestseller Novel Collection", "books", 38, { brand: "PageTurner" }),
            p("Hardcover Notebook", "notebook", 9.5, { brand: "PageTurner", variant: "shade" }),
            p("Fountain Pen", "fountain-pen", 29, { brand: "PageTurner" }),
            p("Colour Crayons (24)", "crayon", 6.9, { brand: "PageTurner" }),
          ],
        },
      ],
    },
  ],
  stores: [
    {
      name: "Urban Threads Boutique",
      sells: ["Fashion", "Beauty"],
      emoji: "dress",
      color: "#7048E8",
      tagline: "Everyday fashion",
    },
    {
      name: "Gadget Galaxy",
      sells: ["Electronics", "Sports & Toys"],
      emoji: "mobile-phone",
      color: "#1C7ED6",
      tagline: "The latest tech",
    },
    {
      name: "Stride Shoe Co.",
      sells: ["Fashion"],
      emoji: "running-shoe",
      color: "#495057",
      tagline: "Shoes for every step",
    },
    {
      name: "Glow Beauty Bar",
      sells: ["Beauty"],
      emoji: "lipstick",
      color: "#D6336C",
      tagline: "Makeup and skincare",
    },
    {
      name: "Casa Nova Home",
      sells: ["Home & Living"],
      emoji: "couch-and-lamp",
      color: "#A87832",
      tagline: "Make your house a home",
    },
    {
      name: "Playfield Sports",
      sells: ["Sports & Toys", "Fashion"],
      emoji: "soccer-ball",
      color: "#2B8A3E",
      tagline: "Gear for the game",
    },
    {
      name: "PageTurner Books",
      sells: ["Books & Stationery", "Sports & Toys"],
      emoji: "books",
      color: "#5F3DC4",
      tagline: "Books, pens and paper",
    },
    {
      name: "Northgate Electronics",
      sells: ["Electronics"],
      emoji: "laptop",
      color: "#1864AB",
      tagline: "Computers and audio",
    },
    {
      name: "Lakeshore Department Store",
      sells: ["Fashion", "Home & Living", "Beauty", "Electronics"],
      emoji: "department-store",
      color: "#C92A2A",
      tagline: "Everything under one roof",
    },
    {
      name: "Little Treasures Gifts",
      sells: ["Sports & Toys", "Books & Stationery", "Home & Living"],
      emoji: "teddy-bear",
      color: "#E8590C",
      tagline: "Gifts for everyone",
    },
  ],
};
