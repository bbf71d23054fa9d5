// What the store says in its 422s (docs/demo-api.md, E-commerce), in the four languages; "required" and the
// length and number messages come from the kit.
import { defineCatalogue, type CommonMessages } from '../../kit/messages';

export interface EcommerceMessages extends CommonMessages {
  qtyLimit: (max: number) => string;
  cartEmpty: string;
  phone: string;
  postcode: string;
  cardNumber: string;
  expiryFormat: string;
  expiryPast: string;
  cvv: string;
  outOfStock: string;
}

export const ECOMMERCE_MESSAGES = defineCatalogue<EcommerceMessages>({
  en: {
    qtyLimit: (max) => `You can order at most ${max} of a product.`,
    cartEmpty: 'Your cart is empty.',
    phone: 'Enter a phone number (digits, spaces, +, - and brackets; 6 to 20 characters).',
    postcode: 'Enter a postcode of 3 to 10 letters or digits.',
    cardNumber: 'This card number is not valid.',
    expiryFormat: 'Use the MM/YY format.',
    expiryPast: 'This card has expired.',
    cvv: 'Enter the 3 or 4 digits on the back of the card.',
    outOfStock: 'This product is sold out.',
  },
  de: {
    qtyLimit: (max) => `Sie können höchstens ${max} Stück eines Produkts bestellen.`,
    cartEmpty: 'Ihr Warenkorb ist leer.',
    phone: 'Geben Sie eine Telefonnummer ein (Ziffern, Leerzeichen, +, - und Klammern; 6 bis 20 Zeichen).',
    postcode: 'Geben Sie eine Postleitzahl mit 3 bis 10 Buchstaben oder Ziffern ein.',
    cardNumber: 'Diese Kartennummer ist ungültig.',
    expiryFormat: 'Verwenden Sie das Format MM/JJ.',
    expiryPast: 'Diese Karte ist abgelaufen.',
    cvv: 'Geben Sie die 3 oder 4 Ziffern auf der Kartenrückseite ein.',
    outOfStock: 'Dieses Produkt ist ausverkauft.',
  },
  fr: {
    qtyLimit: (max) => `Vous pouvez commander au plus ${max} exemplaires d’un produit.`,
    cartEmpty: 'Votre panier est vide.',
    phone: 'Saisissez un numéro de téléphone (chiffres, espaces, +, - et parenthèses ; 6 à 20 caractères).',
    postcode: 'Saisissez un code postal de 3 à 10 lettres ou chiffres.',
    cardNumber: 'Ce numéro de carte n’est pas valide.',
    expiryFormat: 'Utilisez le format MM/AA.',
    expiryPast: 'Cette carte a expiré.',
    cvv: 'Saisissez les 3 ou 4 chiffres au dos de la carte.',
    outOfStock: 'Ce produit est épuisé.',
  },
  pt: {
    qtyLimit: (max) => `Pode encomendar no máximo ${max} unidades de um produto.`,
    cartEmpty: 'O seu carrinho está vazio.',
    phone: 'Introduza um número de telefone (algarismos, espaços, +, - e parênteses; 6 a 20 caracteres).',
    postcode: 'Introduza um código postal de 3 a 10 letras ou algarismos.',
    cardNumber: 'Este número de cartão não é válido.',
    expiryFormat: 'Use o formato MM/AA.',
    expiryPast: 'Este cartão expirou.',
    cvv: 'Introduza os 3 ou 4 algarismos no verso do cartão.',
    outOfStock: 'Este produto está esgotado.',
  },
});
