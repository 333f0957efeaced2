"""Small reusable widgets shared by the screens."""
