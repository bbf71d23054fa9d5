// What the store says in its 422s (docs/demo-api.md, E-commerce), in the four languages; "required", the
// length and number messages and the address and card formats' come from the kit (the rules' texts).
import { defineCatalogue, type CommonMessages } from '../../kit/messages';

export interface EcommerceMessages extends CommonMessages {
  qtyLimit: (max: number) => string;
  cartEmpty: string;
  outOfStock: string;
}

export const ECOMMERCE_MESSAGES = defineCatalogue<EcommerceMessages>({
  en: {
    qtyLimit: (max) => `You can order at most ${max} of a product.`,
    cartEmpty: 'Your cart is empty.',
    outOfStock: 'This product is sold out.',
  },
  de: {
    qtyLimit: (max) => `Sie können höchstens ${max} Stück eines Produkts bestellen.`,
    cartEmpty: 'Ihr Warenkorb ist leer.',
    outOfStock: 'Dieses Produkt ist ausverkauft.',
  },
  fr: {
    qtyLimit: (max) => `Vous pouvez commander au plus ${max} exemplaires d’un produit.`,
    cartEmpty: 'Votre panier est vide.',
    outOfStock: 'Ce produit est épuisé.',
  },
  pt: {
    qtyLimit: (max) => `Pode encomendar no máximo ${max} unidades de um produto.`,
    cartEmpty: 'O seu carrinho está vazio.',
    outOfStock: 'Este produto está esgotado.',
  },
});
