package dev.singletable.it;

import dev.singletable.annotations.Node;

/**
 * A node whose partition holds its edges: {@code PK = MEMBER#<id>} keeps {@code SK = #Member} beside
 * the member's {@link Membership} ({@code CLUB#...}) and {@link Badge} ({@code BADGE#...}) edges, so
 * {@code MemberRepository.collection(id).page()} reads all three in one Query.
 */
@Node(prefix = "MEMBER")
public record Member(@Node.Id String id, String name) {}
