import { D, group, type CatalogRow } from './model';

const WHISKEY = 'fb-1-1-5-9';
const GIFT = 'Gift Idea';
const LTD = 'Limited Release';
const STAFF = 'Staff Pick';
const LOCAL = 'Local';

// vendor, name, vintage, size, price, subtype, region, varietal, distributor, note, extra
export const SPIRITS: CatalogRow[] = [
  // prettier-ignore
  ...group({ type: 'Scotch', country: 'Scotland', cat: WHISKEY }, [
    ['Lagavulin', '16 Year Old Single Malt Scotch', null, '750ml', 99.99, 'Single Malt', 'Islay', 'Peated', D.SGWS, 'Intensely smoky and rich, with peat, iodine, dried fruit and sweet sherry notes.', { attrs: [GIFT] }],
    ['Laphroaig', '10 Year Old Single Malt Scotch', null, '750ml', 59.99, 'Single Malt', 'Islay', 'Peated', D.BB, 'Bold medicinal peat smoke, seaweed and a surprising sweetness.'],
    ['Ardbeg', '10 Year Old Single Malt Scotch', null, '750ml', 59.99, 'Single Malt', 'Islay', 'Peated', D.SGWS, 'Smoky, citrusy and spicy, bottled without chill filtration at 46%.', { attrs: ['Non-Chill Filtered'] }],
    ['Bruichladdich', 'The Classic Laddie Single Malt Scotch', null, '750ml', 64.99, 'Single Malt', 'Islay', 'Unpeated', D.BB, 'Unpeated Islay malt with barley sugar, citrus and a floral, briny finish.', { attrs: ['Non-Chill Filtered'] }],
    ['The Macallan', '12 Year Old Double Cask Single Malt Scotch', null, '750ml', 79.99, 'Single Malt', 'Speyside', 'Sherry Cask', D.RNDC, 'Honeyed, spicy and rich from a marriage of American and European sherry-seasoned oak.', { attrs: [GIFT] }],
    ['Glenfiddich', '12 Year Old Single Malt Scotch', null, '750ml', 49.99, 'Single Malt', 'Speyside', 'Unpeated', D.SGWS, 'Fresh pear, subtle oak and a long, smooth finish.'],
    ['The Glenlivet', '12 Year Old Single Malt Scotch', null, '750ml', 44.99, 'Single Malt', 'Speyside', 'Unpeated', D.RNDC, 'Smooth and fruity with pineapple, vanilla and honey.'],
    ['The Balvenie', 'DoubleWood 12 Year Old Single Malt Scotch', null, '750ml', 72.99, 'Single Malt', 'Speyside', 'Sherry Cask', D.SGWS, 'Honey, vanilla and cinnamon from American oak followed by European sherry oak.', { attrs: [GIFT] }],
    ['Glenmorangie', 'The Original 10 Year Old Single Malt Scotch', null, '750ml', 44.99, 'Single Malt', 'Highlands', 'Bourbon Cask', D.SGWS, 'Delicate citrus, peach and vanilla from ex-bourbon casks and the tallest stills in Scotland.'],
    ['Oban', '14 Year Old Single Malt Scotch', null, '750ml', 89.99, 'Single Malt', 'Highlands', 'Lightly Peated', D.SGWS, 'Orange peel, sea salt and a whisper of smoke from the West Highland coast.'],
    ['Talisker', '10 Year Old Single Malt Scotch', null, '750ml', 74.99, 'Single Malt', 'Islands', 'Peated', D.SGWS, 'Maritime smoke, black pepper and dried fruit from the Isle of Skye.'],
    ['Springbank', '10 Year Old Single Malt Scotch', null, '750ml', 99.99, 'Single Malt', 'Campbeltown', 'Lightly Peated', D.PREISS, 'A cult Campbeltown malt: briny, fruity and lightly smoky, made start to finish on site.', { attrs: [LTD] }],
    ['Johnnie Walker', 'Black Label 12 Year Old Blended Scotch', null, '750ml', 39.99, 'Blended', '', 'Lightly Peated', D.SGWS, 'A rich, smoky blend of some 40 whiskies, with dried fruit, vanilla and toffee.'],
    ['Johnnie Walker', 'Black Label 12 Year Old Blended Scotch', null, '1.75L', 74.99, 'Blended', '', 'Lightly Peated', D.SGWS, 'The classic smoky blend in the big bottle for home bars and parties.'],
    ['Monkey Shoulder', 'Blended Malt Scotch', null, '750ml', 34.99, 'Blended Malt', 'Speyside', 'Unpeated', D.SGWS, 'A smooth, mixable blend of Speyside malts with vanilla, honey and orange.', { attrs: [STAFF] }],
  ]),

  // prettier-ignore
  ...group({ type: 'American Whiskey', country: 'United States', cat: WHISKEY }, [
    ['Buffalo Trace', 'Kentucky Straight Bourbon', null, '750ml', 29.99, 'Bourbon', 'Kentucky', 'Low Rye', D.SGWS, 'Vanilla, toffee and brown sugar with a touch of mint; a bourbon benchmark.', { attrs: [STAFF] }],
    ['Eagle Rare', '10 Year Old Single Barrel Bourbon', null, '750ml', 44.99, 'Bourbon', 'Kentucky', 'Low Rye', D.SGWS, 'Toffee, orange peel, honey and oak from a single barrel.', { attrs: ['Single Barrel', LTD] }],
    ["Blanton's", 'Original Single Barrel Bourbon', null, '750ml', 74.99, 'Bourbon', 'Kentucky', 'High Rye', D.SGWS, 'The first commercial single-barrel bourbon: citrus, caramel and baking spice.', { attrs: ['Single Barrel', LTD, GIFT] }],
    ['Weller', 'Special Reserve Bourbon', null, '750ml', 34.99, 'Bourbon', 'Kentucky', 'Wheated', D.SGWS, 'Soft and sweet wheated bourbon with honey, butterscotch and vanilla.', { attrs: [LTD] }],
    ['Woodford Reserve', "Distiller's Select Bourbon", null, '750ml', 39.99, 'Bourbon', 'Kentucky', 'High Rye', D.MB, 'Rich dried fruit, toffee and cocoa with a silky finish.'],
    ["Maker's Mark", 'Bourbon', null, '750ml', 29.99, 'Bourbon', 'Kentucky', 'Wheated', D.BB, 'Soft, wheated bourbon with caramel, vanilla and a smooth finish.'],
    ['Wild Turkey', '101 Kentucky Straight Bourbon', null, '750ml', 26.99, 'Bourbon', 'Kentucky', 'High Rye', D.SGWS, 'Bold, high-proof bourbon with caramel, orange and spice.'],
    ['Four Roses', 'Small Batch Bourbon', null, '750ml', 36.99, 'Bourbon', 'Kentucky', 'High Rye', D.RNDC, 'A blend of four recipes with ripe red fruit, spice and honey.', { attrs: ['Small Batch'] }],
    ['Knob Creek', '9 Year Old Small Batch Bourbon', null, '750ml', 37.99, 'Bourbon', 'Kentucky', 'Low Rye', D.BB, 'Full-bodied and nutty with caramel and oak; bottled at 100 proof.', { attrs: ['Small Batch'] }],
    ['Elijah Craig', 'Small Batch Bourbon', null, '750ml', 32.99, 'Bourbon', 'Kentucky', 'Low Rye', D.MB, 'Toasted oak, vanilla and warm spice from a Bardstown classic.', { attrs: ['Small Batch'] }],
    ['Rittenhouse', 'Straight Rye Whisky Bottled in Bond', null, '750ml', 29.99, 'Rye Whiskey', 'Kentucky', 'Rye Mash', D.MB, 'A bartender favorite: spicy rye with cocoa and dried fruit at 100 proof.', { attrs: ['Bottled in Bond'] }],
    ['WhistlePig', '10 Year Old Straight Rye', null, '750ml', 79.99, 'Rye Whiskey', 'Vermont', '100% Rye', D.SGWS, 'Bold all-rye whiskey with caramel, orange peel and allspice, bottled at 100 proof.', { attrs: [GIFT] }],
    ["Jack Daniel's", 'Old No. 7 Tennessee Whiskey', null, '750ml', 26.99, 'Tennessee Whiskey', 'Tennessee', 'Charcoal Mellowed', D.MB, 'Charcoal mellowed for a smooth, sweet whiskey with banana, caramel and toasted oak.'],
    ['StilL 630', 'RallyPoint Rye Whiskey', null, '750ml', 39.99, 'Rye Whiskey', 'Missouri', 'Rye Mash', D.MB, 'Small-batch rye distilled in downtown St. Louis, with baking spice, honey and toasted oak.', { attrs: [LOCAL, STAFF] }],
    ['Four Roses', 'Single Barrel Private Selection OBSV', null, '750ml', 74.99, 'Bourbon', 'Kentucky', 'High Rye', D.RNDC, 'Our own barrel selection at cask strength: ripe plum, cherry and baking spice.', { attrs: ['Single Barrel', 'Cask Strength'], twcp: true }],
    ['Knob Creek', 'Single Barrel Select Private Selection', null, '750ml', 59.99, 'Bourbon', 'Kentucky', 'Low Rye', D.BB, 'Hand-picked by our spirits team: 120 proof, deep caramel, roasted nuts and oak.', { attrs: ['Single Barrel'], twcp: true }],
  ]),

  // prettier-ignore
  ...group({ type: 'Irish Whiskey', country: 'Ireland', cat: WHISKEY }, [
    ['Jameson', 'Irish Whiskey', null, '750ml', 29.99, 'Blended', 'Cork', 'Triple Distilled', D.RNDC, 'Smooth and light, with vanilla, toasted wood and a hint of spice.'],
    ['Jameson', 'Irish Whiskey', null, '50ml', 2.99, 'Blended', 'Cork', 'Triple Distilled', D.RNDC, "A single-serve mini of the world's best-selling Irish whiskey."],
    ['Redbreast', '12 Year Old Single Pot Still', null, '750ml', 69.99, 'Single Pot Still', 'Cork', 'Sherry Cask', D.RNDC, 'The benchmark pot still Irish whiskey: Christmas cake, sherry and spice.', { attrs: [GIFT] }],
    ['Green Spot', 'Single Pot Still', null, '750ml', 64.99, 'Single Pot Still', 'Cork', 'Bourbon Cask', D.RNDC, "Orchard fruit, barley and a touch of sherry in a Dublin wine merchant's classic."],
    ['Teeling', 'Small Batch Irish Whiskey', null, '750ml', 34.99, 'Blended', 'Dublin', 'Rum Cask Finish', D.BB, 'Finished in rum casks for vanilla, tropical fruit and soft spice.'],
    ['Bushmills', '10 Year Old Single Malt', null, '750ml', 44.99, 'Single Malt', 'Antrim', 'Triple Distilled', D.SGWS, "Honey, vanilla and milk chocolate from the world's oldest licensed distillery."],
  ]),

  // prettier-ignore
  ...group({ type: 'World Whiskey', country: 'Japan', cat: WHISKEY }, [
    ['Suntory', 'Toki Blended Japanese Whisky', null, '750ml', 34.99, 'Japanese Whisky', 'Japan', 'Blended', D.BB, 'Light and crisp with green apple, honey and grapefruit; made for highballs.'],
    ['Suntory', 'Hibiki Japanese Harmony', null, '750ml', 99.99, 'Japanese Whisky', 'Japan', 'Blended', D.BB, 'An elegant blend with orange peel, honey and subtle Mizunara oak.', { attrs: [GIFT, LTD] }],
    ['Nikka', 'From the Barrel', null, '500ml', 69.99, 'Japanese Whisky', 'Japan', 'Blended', D.SGWS, 'Dense and powerful at 51.4%, with dried fruit, spice and toffee.'],
    ['Crown Royal', 'Fine De Luxe Blended Canadian Whisky', null, '750ml', 29.99, 'Canadian Whisky', 'Canada', 'Blended', D.SGWS, 'Smooth and mellow with vanilla, oak and a creamy finish.', { country: 'Canada' }],
    ['Lot No. 40', 'Canadian Rye Whisky', null, '750ml', 39.99, 'Canadian Whisky', 'Canada', 'Rye', D.RNDC, 'Pot-distilled from 100% rye: dark fruit, spice and rye bread.', { country: 'Canada', attrs: [STAFF] }],
  ]),

  // prettier-ignore
  ...group({ type: 'Vodka', country: 'United States', cat: 'fb-1-1-5-8' }, [
    ["Tito's Handmade Vodka", '', null, '750ml', 19.99, 'Unflavored', 'Texas', 'Corn', D.MB, 'Distilled from corn in Austin, Texas, in old-fashioned pot stills; clean and smooth.', { attrs: ['Gluten Free'] }],
    ["Tito's Handmade Vodka", '', null, '1.75L', 34.99, 'Unflavored', 'Texas', 'Corn', D.MB, 'The Austin original in the party-size bottle.', { attrs: ['Gluten Free'] }],
    ['Grey Goose', 'Vodka', null, '750ml', 34.99, 'Unflavored', 'Cognac', 'Wheat', D.BB, 'Made from French soft winter wheat and Gensac spring water; smooth with a hint of almond.', { country: 'France' }],
    ['Ketel One', 'Vodka', null, '750ml', 24.99, 'Unflavored', 'Schiedam', 'Wheat', D.SGWS, 'Crisp and lively, with citrus and a silky finish from the Nolet family distillery.', { country: 'Netherlands' }],
    ['Wheatley', 'Vodka', null, '750ml', 19.99, 'Unflavored', 'Kentucky', 'Wheat', D.SGWS, 'Craft-distilled at Buffalo Trace from wheat; soft and clean.'],
  ]),

  // prettier-ignore
  ...group({ type: 'Gin', country: 'Scotland', cat: 'fb-1-1-5-3' }, [
    ["Hendrick's", 'Gin', null, '750ml', 36.99, 'New Western', 'Scotland', 'Floral', D.SGWS, 'Infused with rose and cucumber for a refreshingly unusual gin.'],
    ['Tanqueray', 'London Dry Gin', null, '750ml', 24.99, 'London Dry', 'Scotland', 'Juniper-Forward', D.SGWS, 'Four botanicals and bold juniper; the classic for a crisp G&T.'],
    ['Bombay Sapphire', 'London Dry Gin', null, '750ml', 26.99, 'London Dry', 'England', 'Citrus', D.BB, 'Ten vapor-infused botanicals for a bright, balanced gin.', { country: 'England' }],
    ['The Botanist', 'Islay Dry Gin', null, '750ml', 39.99, 'Dry Gin', 'Islay', 'Herbal', D.BB, 'Twenty-two hand-foraged Islay botanicals for a floral, herbaceous gin.'],
    ['Monkey 47', 'Schwarzwald Dry Gin', null, '500ml', 44.99, 'Dry Gin', 'Black Forest', 'Herbal', D.SGWS, 'Forty-seven botanicals from the Black Forest; complex, citrusy and peppery.', { country: 'Germany', attrs: [GIFT] }],
    ['Aviation', 'American Gin', null, '750ml', 29.99, 'New Western', 'Oregon', 'Floral', D.SGWS, 'Lavender, cardamom and sarsaparilla in a soft, modern American gin.', { country: 'United States' }],
    ['Pinckney Bend Distillery', 'American Dry Gin', null, '750ml', 29.99, 'New Western', 'Missouri', 'Citrus', D.MB, 'Citrus-forward gin distilled in small batches in New Haven, Missouri.', { country: 'United States', attrs: [LOCAL] }],
  ]),

  // prettier-ignore
  ...group({ type: 'Rum', country: 'Jamaica', cat: 'fb-1-1-5-5' }, [
    ['Appleton Estate', '12 Year Old Rare Casks', null, '750ml', 44.99, 'Aged Rum', 'Jamaica', 'Molasses', D.SGWS, 'Rich molasses, orange peel and cocoa with a hint of Jamaican funk.'],
    ['Smith & Cross', 'Traditional Jamaica Rum', null, '750ml', 32.99, 'Overproof Rum', 'Jamaica', 'Pot Still', D.HAUS, 'Navy-strength pot still rum bursting with tropical fruit and funk; a tiki essential.', { attrs: [STAFF] }],
    ['Hamilton', 'Jamaican Pot Still Black Rum', null, '750ml', 29.99, 'Dark Rum', 'Jamaica', 'Pot Still', D.MB, 'Deep, dark and funky with molasses, banana and burnt sugar.'],
    ['Wray & Nephew', 'White Overproof Rum', null, '750ml', 26.99, 'Overproof Rum', 'Jamaica', 'Pot Still', D.SGWS, "Jamaica's favorite rum at 63%: fiery, fruity and funky; the base of many a rum punch."],
    ['Rhum J.M', 'Agricole Blanc', null, '1L', 42.99, 'Rhum Agricole', 'Martinique', 'Sugar Cane Juice', D.MB, 'Grassy, peppery rhum agricole distilled from fresh Martinique sugar cane juice.', { country: 'France' }],
    ['Mount Gay', 'Eclipse', null, '750ml', 22.99, 'Gold Rum', 'Barbados', 'Molasses', D.BB, 'Light and smooth, with banana, vanilla and toasted almond.', { country: 'Barbados' }],
    ["Doorly's", 'XO Barbados Rum', null, '750ml', 29.99, 'Aged Rum', 'Barbados', 'Molasses', D.MB, 'Madeira-cask finished Barbados rum with dried fruit, vanilla and oak.', { country: 'Barbados' }],
  ]),

  // prettier-ignore
  ...group({ type: 'Mexican Spirits', country: 'Mexico', cat: 'fb-1-1-5-7' }, [
    ['Don Julio', 'Blanco Tequila', null, '750ml', 54.99, 'Tequila Blanco', 'Jalisco Highlands', 'Blue Weber Agave', D.SGWS, 'Crisp agave, citrus and black pepper from the Los Altos highlands.'],
    ['Don Julio', '1942 Añejo Tequila', null, '750ml', 179.99, 'Tequila Añejo', 'Jalisco Highlands', 'Blue Weber Agave', D.SGWS, 'Aged at least two and a half years for caramel, chocolate and roasted agave.', { attrs: [GIFT] }],
    ['Casamigos', 'Reposado Tequila', null, '750ml', 54.99, 'Tequila Reposado', 'Jalisco Highlands', 'Blue Weber Agave', D.SGWS, 'Soft caramel and cocoa with a smooth, lingering finish.'],
    ['Clase Azul', 'Reposado Tequila', null, '750ml', 159.99, 'Tequila Reposado', 'Jalisco Highlands', 'Blue Weber Agave', D.SGWS, 'Vanilla-rich, ultra-smooth reposado in an iconic hand-painted ceramic decanter.', { attrs: [GIFT] }],
    ['Fortaleza', 'Blanco Tequila', null, '750ml', 59.99, 'Tequila Blanco', 'Jalisco Lowlands', 'Blue Weber Agave', D.MB, 'Stone-milled, pot-distilled tequila with cooked agave, olive brine and citrus.', { attrs: [LTD, STAFF] }],
    ['Patrón', 'Silver Tequila', null, '750ml', 44.99, 'Tequila Blanco', 'Jalisco Highlands', 'Blue Weber Agave', D.BB, 'Smooth and sweet agave with citrus and light pepper.'],
    ['Espolòn', 'Blanco Tequila', null, '750ml', 24.99, 'Tequila Blanco', 'Jalisco Highlands', 'Blue Weber Agave', D.SGWS, 'Bright agave, pineapple and pepper; an excellent margarita tequila.', { attrs: [STAFF] }],
    ['Siete Leguas', 'Reposado Tequila', null, '750ml', 54.99, 'Tequila Reposado', 'Jalisco Highlands', 'Blue Weber Agave', D.MB, 'Traditional tahona-crushed tequila with cooked agave, vanilla and butterscotch.'],
    ['Del Maguey', 'Vida Mezcal', null, '750ml', 39.99, 'Mezcal', 'Oaxaca', 'Espadín', D.RNDC, 'Single-village mezcal with smoky roasted agave, tropical fruit and cinnamon.', { cat: 'fb-1-1-5' }],
    ['Ilegal', 'Mezcal Joven', null, '750ml', 39.99, 'Mezcal', 'Oaxaca', 'Espadín', D.BB, 'Clean, bright smoke with green apple and pepper.', { cat: 'fb-1-1-5' }],
  ]),

  // prettier-ignore
  ...group({ type: 'Brandy & Cognac', country: 'France', cat: 'fb-1-1-5-2' }, [
    ['Hennessy', 'V.S Cognac', null, '750ml', 39.99, 'Cognac', 'Cognac', 'Ugni Blanc', D.SGWS, 'Bold and fruity with toasted oak and vanilla; a classic for sidecars.'],
    ['Hennessy', 'X.O Cognac', null, '750ml', 249.99, 'Cognac', 'Cognac', 'Ugni Blanc', D.SGWS, 'Rich and powerful, with candied fruit, pepper and cocoa.', { attrs: [GIFT] }],
    ['Rémy Martin', 'VSOP Fine Champagne Cognac', null, '750ml', 49.99, 'Cognac', 'Cognac', 'Ugni Blanc', D.BB, 'Ripe apricot, vanilla and licorice from Grande and Petite Champagne eaux-de-vie.'],
    ['Pierre Ferrand', '1840 Original Formula Cognac', null, '750ml', 39.99, 'Cognac', 'Cognac', 'Ugni Blanc', D.MB, "A bartender's cognac at 45%, bold enough for classic cocktails."],
    ['Christian Drouin', "Calvados Pays d'Auge Sélection", null, '750ml', 39.99, 'Calvados', 'Normandy', 'Apple', D.KYSELA, 'Fresh apple and pear with a touch of oak; a fine Normandy digestif.'],
    ['BarSol', 'Primero Quebranta Pisco', null, '750ml', 27.99, 'Pisco', 'Ica', 'Quebranta', D.MB, 'Single-grape Peruvian pisco with banana, nuts and earthy warmth; made for the Pisco Sour.', { country: 'Peru' }],
    ['Laird & Company', 'Straight Apple Brandy Bottled in Bond', null, '750ml', 34.99, 'Apple Brandy', 'New Jersey', 'Apple', D.MB, "From America's oldest licensed distiller: baked apple, vanilla and spice at 100 proof.", { country: 'United States', attrs: ['Bottled in Bond'] }],
  ]),

  // prettier-ignore
  ...group({ type: 'Liqueurs & Cordials', country: 'Italy', cat: 'fb-1-1-5-4' }, [
    ['Campari', 'Bitter Aperitivo', null, '750ml', 29.99, 'Aperitivo', 'Lombardy', 'Bitter Orange', D.SGWS, 'The bittersweet red aperitivo at the heart of the Negroni and the Americano.'],
    ['Aperol', 'Aperitivo', null, '750ml', 24.99, 'Aperitivo', 'Veneto', 'Bitter Orange', D.SGWS, 'Bright orange and rhubarb; the essential ingredient of an Aperol Spritz.'],
    ['Fernet-Branca', 'Fernet', null, '750ml', 32.99, 'Amaro', 'Lombardy', 'Herbal', D.RNDC, 'Bracingly bitter Milanese amaro with mint, saffron and myrrh.'],
    ['Luxardo', 'Maraschino Originale', null, '750ml', 34.99, 'Cherry Liqueur', 'Veneto', 'Cherry', D.MB, 'Distilled from Marasca cherries; floral, nutty and essential for the Aviation and the Last Word.'],
    ['St-Germain', 'Elderflower Liqueur', null, '750ml', 36.99, 'Floral Liqueur', '', 'Elderflower', D.BB, 'Hand-harvested elderflower blossoms in a delicate liqueur with notes of lychee and pear.', { country: 'France' }],
    ['Cointreau', 'Orange Liqueur', null, '750ml', 39.99, 'Orange Liqueur', 'Loire Valley', 'Orange', D.BB, 'Sweet and bitter orange peels distilled in Angers; the triple sec for margaritas and cosmopolitans.', { country: 'France' }],
    ['Chartreuse', 'Green Chartreuse', null, '750ml', 69.99, 'Herbal Liqueur', 'Isère', 'Herbal', D.WILDMAN, "The Carthusian monks' elixir of 130 herbs; intense, herbal and in very short supply.", { country: 'France', attrs: [LTD] }],
    ['Baileys', 'Original Irish Cream', null, '750ml', 29.99, 'Cream Liqueur', 'Dublin', 'Cream', D.SGWS, 'Irish whiskey, fresh cream and cocoa in a rich, smooth liqueur.', { country: 'Ireland' }],
    ['Dolin', 'Dry Vermouth de Chambéry', null, '750ml', 14.99, 'Vermouth', 'Savoie', 'Dry', D.HAUS, 'Light, crisp and herbal; the classic dry vermouth for martinis.', { country: 'France', cat: 'fb-1-1-7' }],
    ['Carpano', 'Antica Formula Vermouth', null, '1L', 34.99, 'Vermouth', 'Piedmont', 'Sweet', D.SGWS, 'Rich vanilla, cocoa and bitter orange; the gold-standard sweet vermouth for Manhattans.', { cat: 'fb-1-1-7' }],
  ]),
];
