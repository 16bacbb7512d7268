package dev.singletable.samples.boot;

/** The optional body of {@code POST /users/{id}}: the display name, the id if there is none. */
public record NewUser(String name) {}
