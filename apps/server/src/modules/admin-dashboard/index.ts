/** The admin dashboard module's face. */
