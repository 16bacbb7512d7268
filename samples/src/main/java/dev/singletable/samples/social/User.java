package dev.singletable.samples.social;

import dev.singletable.annotations.Node;
import dev.singletable.annotations.Version;

/**
 * A user's profile: {@code PK = USER#<id>}, {@code SK = #User}; {@code version} locks edits
 * optimistically. It has no {@code @Counter} yet: counting {@link Follow} would make every follow a
 * transaction that needs both users to exist, which the sample's bulk load and the edge tests do not do
 * yet (issue 10 continues).
 */
@Node(prefix = "USER", table = "Social")
public record User(@Node.Id String id, String name, @Version long version) {}
