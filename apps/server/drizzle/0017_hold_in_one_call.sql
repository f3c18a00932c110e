-- Issue 27: a basket add holds its place in ONE call (decision 12, "one round trip").
-- Finds or makes the owner's open basket, marks it changed, then takes the place under the
-- kind's advisory lock with one conditional insert, as holds.repository.ts does in a
-- transaction. Called as a single statement outside any transaction, it is its own
-- transaction: the advisory lock is taken last and held only until this call commits. Each
-- statement of a VOLATILE plpgsql function takes a fresh snapshot at READ COMMITTED, so the
-- insert after the lock sees every hold committed before it (the lock's whole point).
-- No room: raises SQLSTATE 'LH409' ('place_unavailable'), which rolls back a basket this call
-- made, so a refused add leaves the database as it was.
-- The live-hold count repeats `liveHeldPlaces` (modules/timetable/capacity.ts): keep them alike.
create or replace function leisure_hold_place(
  p_kind text,
  p_client_id integer,
  p_user_id integer,
  p_guest_key_hash text,
  p_target_id integer,
  p_ticket_type_id integer,
  p_quantity integer,
  p_places integer,
  p_price_pence integer,
  p_pricing_option_id integer,
  p_purchased_for_user_id integer,
  p_attendee_id integer,
  p_options jsonb,
  p_hold_minutes integer
) returns table (
  held_cart_id integer,
  held_cart_uuid text,
  held_cart_created_at timestamptz,
  held_cart_updated_at timestamptz,
  held_line_id integer,
  held_may_take_allowance boolean
)
language plpgsql volatile as $$
declare
  v_cart carts%rowtype;
  v_line integer;
  v_booking integer;
  v_until timestamptz := now() + make_interval(mins => p_hold_minutes);
  v_attendee integer := coalesce(p_purchased_for_user_id, p_user_id);
begin
  -- 1. The basket, found or made (a concurrent first add's insert does nothing: read again).
  if p_user_id is not null then
    select * into v_cart from carts c
      where c.client_id = p_client_id and c.user_id = p_user_id and c.status = 'open' limit 1;
    if v_cart.id is null then
      insert into carts (client_id, user_id) values (p_client_id, p_user_id)
        on conflict (client_id, user_id) where status = 'open' do nothing;
      select * into v_cart from carts c
        where c.client_id = p_client_id and c.user_id = p_user_id and c.status = 'open' limit 1;
    end if;
  else
    select * into v_cart from carts c
      where c.client_id = p_client_id and c.guest_key_hash = p_guest_key_hash and c.status = 'open' limit 1;
    if v_cart.id is null then
      insert into carts (client_id, guest_key_hash) values (p_client_id, p_guest_key_hash)
        on conflict (client_id, guest_key_hash) where status = 'open' do nothing;
      select * into v_cart from carts c
        where c.client_id = p_client_id and c.guest_key_hash = p_guest_key_hash and c.status = 'open' limit 1;
    end if;
  end if;
  if v_cart.id is null then
    raise exception 'a basket could not be opened';
  end if;
  update carts c set updated_at = now() where c.client_id = p_client_id and c.id = v_cart.id
    returning c.updated_at into v_cart.updated_at;

  -- 2. The place: the lock, then one conditional insert (a slot: its partial unique index).
  if p_kind = 'activity_class' then
    perform pg_advisory_xact_lock(4201, p_target_id);
    insert into cart_items (client_id, cart_id, type, class_occurrence_id, quantity, places, price_pence,
        pricing_option_id, purchased_for_user_id, options, hold_expires_at)
      select o.client_id, v_cart.id, 'activity_class', o.id, 1, 1, p_price_pence, p_pricing_option_id,
        p_purchased_for_user_id, p_options, v_until
      from class_occurrences o
      where o.client_id = p_client_id and o.id = p_target_id and o.status = 'scheduled'
        and o.booked_count + (select coalesce(sum(h.places), 0)::int from cart_items h
          where h.client_id = o.client_id and h.class_occurrence_id = o.id
            and h.status = 'held' and h.hold_expires_at > now()) + 1 <= o.capacity
      returning id into v_line;
  elsif p_kind = 'ticket_time' then
    perform pg_advisory_xact_lock(4202, p_target_id);
    insert into cart_items (client_id, cart_id, type, ticket_time_id, ticket_type_id, quantity, places,
        price_pence, pricing_option_id, purchased_for_user_id, options, hold_expires_at)
      select t.client_id, v_cart.id, 'ticket_time', t.id, p_ticket_type_id, p_quantity, p_places,
        p_price_pence, p_pricing_option_id, p_purchased_for_user_id, p_options, v_until
      from ticket_times t
      where t.client_id = p_client_id and t.id = p_target_id and t.status = 'scheduled'
        and t.booked_count + (select coalesce(sum(h.places), 0)::int from cart_items h
          where h.client_id = t.client_id and h.ticket_time_id = t.id
            and h.status = 'held' and h.hold_expires_at > now()) + p_places <= t.capacity
      returning id into v_line;
  elsif p_kind = 'course' then
    perform pg_advisory_xact_lock(4203, p_target_id);
    insert into cart_items (client_id, cart_id, type, course_id, quantity, places, price_pence,
        pricing_option_id, purchased_for_user_id, attendee_id, options, hold_expires_at)
      select k.client_id, v_cart.id, 'course', k.id, 1, 1, p_price_pence, p_pricing_option_id,
        p_purchased_for_user_id, p_attendee_id, p_options, v_until
      from courses k
      where k.client_id = p_client_id and k.id = p_target_id
        and k.booked_count + (select coalesce(sum(h.places), 0)::int from cart_items h
          where h.client_id = k.client_id and h.course_id = k.id
            and h.status = 'held' and h.hold_expires_at > now()) + 1 <= k.capacity
      returning id into v_line;
  elsif p_kind = 'ad_hoc_slot' then
    update slot_bookings b set status = 'cancelled', expires_at = null
      where b.client_id = p_client_id and b.slot_id = p_target_id and b.status = 'held' and b.expires_at <= now();
    insert into slot_bookings (client_id, slot_id, user_id, status, expires_at)
      values (p_client_id, p_target_id, p_user_id, 'held', v_until)
      on conflict (client_id, slot_id) where status <> 'cancelled' do nothing
      returning id into v_booking;
    if v_booking is not null then
      insert into cart_items (client_id, cart_id, type, ad_hoc_slot_id, slot_booking_id, quantity, places,
          price_pence, pricing_option_id, purchased_for_user_id, options, hold_expires_at)
        values (p_client_id, v_cart.id, 'ad_hoc_slot', p_target_id, v_booking, 1, 1, p_price_pence,
          p_pricing_option_id, p_purchased_for_user_id, p_options, v_until)
        returning id into v_line;
    end if;
  else
    raise exception 'leisure_hold_place: unknown kind %', p_kind;
  end if;
  if v_line is null then
    raise exception 'place_unavailable' using errcode = 'LH409';
  end if;

  -- 3. Whether a benefit or package might pay for the line (a hint; applyAllowances decides).
  return query select v_cart.id, v_cart.uuid, v_cart.created_at, v_cart.updated_at, v_line,
    p_user_id is not null and p_kind in ('activity_class', 'ad_hoc_slot') and p_price_pence > 0
      and (exists (select 1 from customer_memberships m where m.client_id = p_client_id
             and m.user_id = v_attendee and m.status = 'active')
        or exists (select 1 from customer_packages c where c.client_id = p_client_id
             and c.user_id = v_attendee and c.expires_at > now()));
end;
$$;
