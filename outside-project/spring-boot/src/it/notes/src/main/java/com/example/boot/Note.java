package com.example.boot;

import dev.singletable.annotations.Node;

/** A note of table Notes: {@code PK = NOTE#<id>}. */
@Node(prefix = "NOTE", table = "Notes")
public record Note(@Node.Id String id, String text) {}
