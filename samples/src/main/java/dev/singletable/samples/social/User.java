package dev.singletable.samples.social;

import dev.singletable.annotations.Counter;
import dev.singletable.annotations.Node;
import dev.singletable.annotations.Version;

/**
 * A user's profile: {@code PK = USER#<id>}, {@code SK = #User}. Its counters belong to {@link Follow}
 * edges ({@code UserRepository.put} never writes them); {@code version} locks edits optimistically.
 */
@Node(prefix = "USER", table = "Social")
public record User(@Node.Id String id, String name,
    @Counter(edge = Follow.class, end = Counter.End.SOURCE) long following,
    @Counter(edge = Follow.class, end = Counter.End.TARGET) long followers,
    @Version long version) {}
