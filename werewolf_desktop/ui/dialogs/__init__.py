"""Dialogs opened from the menus: print the cards, phone help."""
