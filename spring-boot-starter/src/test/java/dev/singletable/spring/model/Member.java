package dev.singletable.spring.model;

import dev.singletable.annotations.Node;

/** A member of Social, in the partition of its follows. */
@Node(prefix = "ACTOR", table = "Social")
public record Member(@Node.Id String id, String name) {}
