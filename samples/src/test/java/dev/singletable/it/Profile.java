package dev.singletable.it;

import dev.singletable.annotations.Node;
import dev.singletable.annotations.Version;
import java.time.Instant;

/**
 * A versioned node for typed updates: attributes named by DynamoDB reserved words ({@code name},
 * {@code status}, {@code size}), a number of each kind (primitive, boxed), and an Instant.
 */
@Node(prefix = "PROFILE")
public record Profile(@Node.Id String id, String name, String status, int size, Long karma, Instant seenAt,
    @Version long version) {}
