"""Handing out the cards: the deal screen and its reveal widgets."""
